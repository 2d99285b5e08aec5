// The grammar core of the Visual Format Language on its own: tokens and syntax trees,
// without any view.

import XCTest

@testable import LayoutAnchors

final class VisualFormatGrammarTests: XCTestCase {
    func testLexerProducesTokensWithCharacterOffsets() throws {
        let kinds = try VisualFormatLexer.tokenize("V:|-(>=8@750)-[a_1(==b)],1.5e1").map(\.kind)
        XCTAssertEqual(
            kinds,
            [
                .identifier("V"), .colon, .pipe, .dash, .openParen, .relation(.greaterThanOrEqual),
                .number(8), .at, .number(750), .closeParen, .dash, .openBracket, .identifier("a_1"),
                .openParen, .relation(.equal), .identifier("b"), .closeParen, .closeBracket, .comma,
                .number(15), .end,
            ])
        let offsets = try VisualFormatLexer.tokenize("[ab] <= 12").map(\.offset)
        XCTAssertEqual(offsets, [0, 1, 3, 5, 8, 10])
    }

    func testLexerLeavesAnIdentifierAfterANumber() throws {
        XCTAssertEqual(
            try VisualFormatLexer.tokenize("15px").map(\.kind),
            [.number(15), .identifier("px"), .end])
        XCTAssertEqual(
            try VisualFormatLexer.tokenize("2e").map(\.kind),
            [.number(2), .identifier("e"), .end])
    }

    func testParserBuildsTheSyntaxTree() throws {
        let syntax = try VisualFormatParser.parse("V:|-[a(>=w@p,100)]-(-5)-[b]|")
        XCTAssertEqual(syntax.orientation, .vertical)
        XCTAssertEqual(syntax.leadingSuperview, .standard)
        XCTAssertEqual(syntax.leadingSuperviewOffset, 2)
        XCTAssertEqual(syntax.views.map(\.name), ["a", "b"])
        XCTAssertEqual(
            syntax.views[0].predicates,
            [
                VisualFormatPredicate(
                    relation: .greaterThanOrEqual, object: .name("w"), objectOffset: 9,
                    priority: .name("p"), priorityOffset: 11),
                VisualFormatPredicate(
                    relation: .equal, object: .number(100), objectOffset: 13,
                    priority: nil, priorityOffset: nil),
            ])
        XCTAssertEqual(
            syntax.connections,
            [
                .predicates([
                    VisualFormatPredicate(
                        relation: .equal, object: .number(-5), objectOffset: 20,
                        priority: nil, priorityOffset: nil)
                ])
            ])
        XCTAssertEqual(syntax.trailingSuperview, .flush)
        XCTAssertEqual(syntax.trailingSuperviewOffset, 27)
    }

    func testDefaultOrientationIsHorizontal() throws {
        XCTAssertEqual(try VisualFormatParser.parse("[a][b]").orientation, .horizontal)
        XCTAssertEqual(try VisualFormatParser.parse("H:[a]").orientation, .horizontal)
    }

    func testSimplePredicateConnection() throws {
        let syntax = try VisualFormatParser.parse("[a]-pad-[b]-8-[c]")
        XCTAssertEqual(
            syntax.connections,
            [
                .predicates([
                    VisualFormatPredicate(
                        relation: .equal, object: .name("pad"), objectOffset: 4,
                        priority: nil, priorityOffset: nil)
                ]),
                .predicates([
                    VisualFormatPredicate(
                        relation: .equal, object: .number(8), objectOffset: 12,
                        priority: nil, priorityOffset: nil)
                ]),
            ])
    }

    func testParserErrorsCarryOffsets() {
        for (format, offset) in [("V|[a]", 1), ("[a(50]", 5), ("[a]-", 4), ("", 0), ("|[a]|[b]", 5)] {
            XCTAssertThrowsError(try VisualFormatParser.parse(format), format) { error in
                XCTAssertEqual((error as? VisualFormatSyntaxError)?.offset, offset, format)
            }
        }
    }
}
