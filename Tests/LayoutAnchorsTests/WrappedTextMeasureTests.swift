// The intrinsic size of a wrapping label, which layout measures without building its lines:
// hand-derived cases for each wrapping rule, and random texts against the lines the label
// draws (`textSize(wrappingAt:)`, `Label.lines`), an implementation that builds substrings.

import LayoutAnchors
import XCTest

final class WrappedTextMeasureTests: XCTestCase {
    /// A label at 10 pt (5 pt a character, 12 pt a line) wrapping at `width`.
    private func label(_ text: String, width: Double, lines: Int = 0) -> Label {
        let label = Label(text: text)
        label.font = .system(size: 10)
        label.numberOfLines = lines
        label.preferredMaxLayoutWidth = width
        return label
    }

    func testWordsWrapAtTheWidth() {
        // 50 wide: 10 characters a line. "one two three four": "one two" (7 = 35), "three four"
        // (10 = 50, fits exactly): 2 lines, 50 x 24.
        XCTAssertEqual(label("one two three four", width: 50).intrinsicContentSize, Size(width: 50, height: 24))
    }

    func testAWordLongerThanTheLineIsBrokenBetweenCharacters() {
        // 30 wide: 6 characters a line. "ab abcdefghijklmn": "ab", then the 14-letter word on
        // lines of 6, 6 and 2: 4 lines, 30 x 48.
        XCTAssertEqual(label("ab abcdefghijklmn", width: 30).intrinsicContentSize, Size(width: 30, height: 48))
    }

    func testNewlinesEmptyParagraphsAndDoubleSpaces() {
        // 100 wide: 20 characters. "a\n\nb  c": paragraphs "a", "" and "b  c" (an empty word
        // between the spaces keeps its space: 4 characters = 20): 3 lines, 20 x 36.
        XCTAssertEqual(label("a\n\nb  c", width: 100).intrinsicContentSize, Size(width: 20, height: 36))
        // A trailing newline ends with an empty paragraph: "ab\n" is 2 lines, 10 x 24.
        XCTAssertEqual(label("ab\n", width: 100).intrinsicContentSize, Size(width: 10, height: 24))
    }

    func testTheLineLimitCountsOnlyTheLinesShown() {
        // 25 wide: 5 characters a line. "ab cd efghijk lm": "ab cd" (25), then "efghijk" on a
        // line of its own is broken: "efghi" (25), "jk" joined by "lm": "jk lm" (25): 3 lines;
        // limited to 2: 25 x 24. "a b\nccccccccccc" limited to 2: "a b" (15) and "ccccc" (25)
        // of the broken word: 25 x 24.
        XCTAssertEqual(label("ab cd efghijk lm", width: 25, lines: 2).intrinsicContentSize, Size(width: 25, height: 24))
        XCTAssertEqual(label("a b\nccccccccccc", width: 25, lines: 2).intrinsicContentSize, Size(width: 25, height: 24))
        // One line does not wrap: the whole text, its newline included, is one line of 15
        // characters: 75 x 12.
        XCTAssertEqual(label("a b\nccccccccccc", width: 25, lines: 1).intrinsicContentSize, Size(width: 75, height: 1.2 * 10))
    }

    func testCharactersNotBytesAreCounted() {
        // "é" as e + combining accent is one character, "\r\n" one character (not a paragraph
        // break), "日本" two: "cafe\u{301}\r\nx 日本" is 9 characters, 45 wide on one line at
        // 100. At 25 (5 characters a line): checked against the drawn lines.
        let text = "cafe\u{301}\r\nx 日本"
        XCTAssertEqual(label(text, width: 100).intrinsicContentSize, Size(width: 45, height: 12))
        let narrow = label(text, width: 25)
        XCTAssertEqual(narrow.intrinsicContentSize, narrow.textSize(wrappingAt: 25))
    }

    /// Random texts of short words, spaces, newlines and a few non-ASCII characters, at random
    /// widths and line limits: the measure equals the size of the lines the label draws.
    func testRandomTextsMatchTheDrawnLines() {
        var generator = SplitMix(seed: 0x5EED_1ABE1)
        let pieces = ["a", "bb", "ccc", "dddd", "eeeeeeeeeeee", " ", " ", " ", "\n", "é", "\r\n", "日"]
        for _ in 0..<2_000 {
            let count = Int(generator.next() % 16)
            let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let width = Double(1 + generator.next() % 120) + 0.5 * Double(generator.next() % 3)
            let lines = Int(generator.next() % 4)
            guard lines != 1, !text.isEmpty else { continue }  // one line: not wrapped
            let measured = label(text, width: width, lines: lines)
            let drawn = measured.textSize(wrappingAt: width)
            let shown = lines == 0 ? measured.lineCount(wrappingAt: width) : min(lines, measured.lineCount(wrappingAt: width))
            let size = measured.intrinsicContentSize
            XCTAssertEqual(size.height, Double(shown) * 1.2 * 10, "\(text.debugDescription) at \(width), \(lines) lines")
            if lines == 0 { XCTAssertEqual(size.width, drawn.width, "\(text.debugDescription) at \(width)") }
            XCTAssertLessThanOrEqual(size.width, drawn.width, "\(text.debugDescription) at \(width), \(lines) lines")
        }
    }
}

/// A small deterministic generator (SplitMix64), so a failure reproduces.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
