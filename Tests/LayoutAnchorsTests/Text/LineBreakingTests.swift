// The label's line breaking, case by case: each wrapping rule with the lines worked out by hand.
// Layout measures through `intrinsicContentSize` (at most `numberOfLines` lines) and apps
// through `textSize(wrappingAt:)` / `lineCount(wrappingAt:)` (all lines); both come from the
// same walk, checked against a naive reference in LineBreakingOracleTests.

import LayoutAnchors
import XCTest

final class LineBreakingTests: XCTestCase {
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
        // 100 wide: 20 characters. "a\n\nb  c": paragraphs "a", "" and "b  c" (both spaces
        // between the words take room: 4 characters = 20): 3 lines, 20 x 36.
        XCTAssertEqual(label("a\n\nb  c", width: 100).intrinsicContentSize, Size(width: 20, height: 36))
        // A trailing newline ends with an empty paragraph: "ab\n" is 2 lines, 10 x 24.
        XCTAssertEqual(label("ab\n", width: 100).intrinsicContentSize, Size(width: 10, height: 24))
    }

    func testSpacesAtAWrapHangAndTheNextLineStartsWithTheWord() {
        // 10 wide: 2 characters. "ab  cd": "ab", its two spaces after it; "cd" would make
        // "ab  cd" (6 = 30): the line ends, its spaces hang (no width), and "cd" starts the next
        // line: 2 lines, 10 x 24. At 30 (6 characters) "ab  cd" fits: 30 x 12.
        XCTAssertEqual(label("ab  cd", width: 10).intrinsicContentSize, Size(width: 10, height: 24))
        XCTAssertEqual(label("ab  cd", width: 30).intrinsicContentSize, Size(width: 30, height: 12))
    }

    func testTheLineLimitCountsOnlyTheLinesShown() {
        // 25 wide: 5 characters a line. "ab cd efghijk lm": "ab cd" (25), then "efghijk" on a
        // line of its own is broken: "efghi" (25), "jk" joined by "lm": "jk lm" (25): 3 lines;
        // limited to 2: 25 x 24. "a b\nccccccccccc" limited to 2: "a b" (15) and "ccccc" (25)
        // of the broken word: 25 x 24.
        XCTAssertEqual(label("ab cd efghijk lm", width: 25, lines: 2).intrinsicContentSize, Size(width: 25, height: 24))
        XCTAssertEqual(label("a b\nccccccccccc", width: 25, lines: 2).intrinsicContentSize, Size(width: 25, height: 24))
        // The widest line is the widest shown: "a\nb\ncccc" at 100 is "a", "b", "cccc"; 2 shown
        // are 1 character wide: 5 x 24.
        XCTAssertEqual(label("a\nb\ncccc", width: 100, lines: 2).intrinsicContentSize, Size(width: 5, height: 24))
        // One line does not wrap: the whole text, its newline included, is one line of 15
        // characters: 75 x 12.
        XCTAssertEqual(label("a b\nccccccccccc", width: 25, lines: 1).intrinsicContentSize, Size(width: 75, height: 1.2 * 10))
    }

    func testTextSizeAndLineCountCountEveryLine() {
        // As above, "ab cd efghijk lm" at 25 is 3 lines of 25: the text needs 25 x 36 even
        // when 2 lines are shown; "a\nb\ncccc" needs 20 x 36 (its third line, 4 characters).
        let limited = label("ab cd efghijk lm", width: 25, lines: 2)
        XCTAssertEqual(limited.textSize(wrappingAt: 25), Size(width: 25, height: 36))
        XCTAssertEqual(limited.lineCount(wrappingAt: 25), 3)
        XCTAssertEqual(label("a\nb\ncccc", width: 100, lines: 2).textSize(wrappingAt: 100), Size(width: 20, height: 36))
        // No width, or a one-line label: the whole text on one line. "ab cd efghijk lm" is 16
        // characters: 80 x 12; "a\nb\ncccc" 8, its newlines included: 40 x 12.
        XCTAssertEqual(limited.textSize(wrappingAt: nil), Size(width: 80, height: 12))
        XCTAssertEqual(label("a\nb\ncccc", width: 0, lines: 1).textSize(wrappingAt: 10), Size(width: 40, height: 12))
        XCTAssertEqual(label("a\nb\ncccc", width: 0, lines: 1).lineCount(wrappingAt: 10), 1)
        XCTAssertEqual(label("", width: 10).lineCount(wrappingAt: 10), 0)
        XCTAssertEqual(label("", width: 10).textSize(wrappingAt: 10), Size(width: 0, height: 0))
    }

    func testCharactersNotBytesAreCounted() {
        // "é" as e + combining accent is one character, "\r\n" one character (not a paragraph
        // break), "日本" two: "cafe\u{301}\r\nx 日本" is 9 characters, 45 wide on one line at
        // 100. At 25 (5 characters a line): the word "café\r\nx" (6) is broken into
        // "café\r\n" (25) and "x", which "日本" joins: "x 日本" (4 = 20). 2 lines, 25 x 24.
        let text = "cafe\u{301}\r\nx 日本"
        XCTAssertEqual(label(text, width: 100).intrinsicContentSize, Size(width: 45, height: 12))
        XCTAssertEqual(label(text, width: 25).intrinsicContentSize, Size(width: 25, height: 24))
        // All ASCII, but "\r\n" is still one character and no newline: "a\r\nb" is one line
        // of 3 characters, 15 x 12.
        XCTAssertEqual(label("a\r\nb", width: 100).intrinsicContentSize, Size(width: 15, height: 12))
        // A space followed by a combining mark is one character that is not a space: "a \u{301}b"
        // is one word of 3 characters, which fits 15 (3 characters): 15 x 12. (Read as a
        // space, "a" and "\u{301}b" would need 4 characters together: 2 lines, 10 x 24.)
        XCTAssertEqual(label("a \u{301}b", width: 15).intrinsicContentSize, Size(width: 15, height: 12))
    }

    func testWidthsNarrowerThanACharacterGiveOneCharacterALine() {
        // Nothing fits, so no word joins a line and every word is broken one character a
        // line (at least one): "ab c" is "a", "b", "c": 5 x 36, at 0, -10 and -infinity.
        for width in [0, -10, -Double.infinity] {
            XCTAssertEqual(label("ab c", width: 0).textSize(wrappingAt: width), Size(width: 5, height: 36), "\(width)")
        }
    }
}
