// Spaces in the label's line breaking, case by case, worked out by hand from UIKit's rules (see
// LineBreaker): a paragraph's leading spaces take room on its first line; the spaces at the
// end of a line hang (no width) at a wrap, before a newline and at the end of the text; a
// line can end only after a run of spaces, never inside one.

import LayoutAnchors
import XCTest

final class LineBreakingSpacesTests: XCTestCase {
    /// A label at 10 pt (5 pt a character, 12 pt a line) wrapping at `width`.
    private func label(_ text: String, width: Double, lines: Int = 0) -> Label {
        let label = Label(text: text)
        label.font = .system(size: 10)
        label.numberOfLines = lines
        label.preferredMaxLayoutWidth = width
        return label
    }

    func testLeadingSpacesTakeRoomOnTheParagraphsFirstLine() {
        // 100 wide: 20 characters. "  ab" is one line of 4 characters: 20 x 12.
        XCTAssertEqual(label("  ab", width: 100).intrinsicContentSize, Size(width: 20, height: 12))
        // After a newline too: "a\n   b" is "a" (1) and "   b" (4): 20 x 24.
        XCTAssertEqual(label("a\n   b", width: 100).intrinsicContentSize, Size(width: 20, height: 24))
        // 25 wide: 5 characters. "  ab cd": "  ab" (4); "  ab cd" would be 7 = 35: "cd" starts
        // the next line: 2 lines, the widest 4 = 20: 20 x 24. (Dropping the leading spaces
        // would give "ab cd", 5 = 25, one line.)
        XCTAssertEqual(label("  ab cd", width: 25).intrinsicContentSize, Size(width: 20, height: 24))
    }

    func testSpacesAtTheEndOfALineHang() {
        // 15 wide: 3 characters. "ab   cd": "ab" and its 3 spaces; "ab   cd" (7) does not
        // fit, so "cd" starts the next line and the spaces hang: "ab" (10), "cd" (10): 10 x 24.
        XCTAssertEqual(label("ab   cd", width: 15).intrinsicContentSize, Size(width: 10, height: 24))
        // 25 wide: 5 characters. "ab cd ": "ab cd" (5) fits; its last space hangs, it does not
        // make the line 6 and push anything onto a next line: 25 x 12.
        XCTAssertEqual(label("ab cd ", width: 25).intrinsicContentSize, Size(width: 25, height: 12))
        // At the end of the text: "ab  " at 100 is "ab", 10 x 12; at 10 (2 characters) still
        // one line, the spaces hang past the width: 10 x 12.
        XCTAssertEqual(label("ab  ", width: 100).intrinsicContentSize, Size(width: 10, height: 12))
        XCTAssertEqual(label("ab  ", width: 10).lineCount(wrappingAt: 10), 1)
        // Before a newline: "ab  \ncd" at 100 is "ab" (10) and "cd" (10): 10 x 24.
        XCTAssertEqual(label("ab  \ncd", width: 100).intrinsicContentSize, Size(width: 10, height: 24))
    }

    func testAParagraphOfSpacesIsOneEmptyLine() {
        // "   " is one line whose spaces all hang: 0 x 12, one line.
        XCTAssertEqual(label("   ", width: 100).intrinsicContentSize, Size(width: 0, height: 12))
        XCTAssertEqual(label("   ", width: 100).lineCount(wrappingAt: 100), 1)
        // "a\n   \nb": "a" (1), "" (0), "b" (1): 5 x 36.
        XCTAssertEqual(label("a\n   \nb", width: 100).intrinsicContentSize, Size(width: 5, height: 36))
    }

    func testALeadingRunWiderThanTheLineHangsOnALineOfItsOwn() {
        // 20 wide: 4 characters. "      ab" (6 spaces): spaces are no word and are not
        // broken; "      ab" (8) does not fit, so the run hangs on the first line (0 wide) and
        // "ab" starts the second: 2 lines, 10 x 24.
        XCTAssertEqual(label("      ab", width: 20).intrinsicContentSize, Size(width: 10, height: 24))
        // 6 spaces alone: one line, 0 wide: 0 x 12.
        XCTAssertEqual(label("      ", width: 20).intrinsicContentSize, Size(width: 0, height: 12))
        // "     abcdef" (5 spaces): the run's line, then "abcdef" (6) broken into "abcd" (20)
        // and "ef" (10): 3 lines, 20 x 36.
        XCTAssertEqual(label("     abcdef", width: 20).intrinsicContentSize, Size(width: 20, height: 36))
        // A run that fits with its word stays: "   a" (4) at 20 is one line: 20 x 12.
        XCTAssertEqual(label("   a", width: 20).intrinsicContentSize, Size(width: 20, height: 12))
    }

    func testTheRestOfABrokenWordKeepsItsSpacesBeforeTheNextWord() {
        // 15 wide: 3 characters. "abcdefg  x": "abc", "def", then "g" and its 2 spaces;
        // "g  x" (4) does not fit: "g" (5) ends with its spaces hanging, "x": 4 lines, 15 x 48.
        XCTAssertEqual(label("abcdefg  x", width: 15).intrinsicContentSize, Size(width: 15, height: 48))
        // 20 wide: 4 characters. "abcde  x": "abcd", then "e  x" (4 = 20) fits: 20 x 24.
        XCTAssertEqual(label("abcde  x", width: 20).intrinsicContentSize, Size(width: 20, height: 24))
    }

    func testAOneLineLabelKeepsLeadingSpacesAndDropsTheSpacesAtTheEnd() {
        // One line (or no width): the whole text; "  ab  " is "  ab", 4 characters: 20 x 12.
        XCTAssertEqual(label("  ab  ", width: 0, lines: 1).intrinsicContentSize, Size(width: 20, height: 12))
        XCTAssertEqual(label("  ab  ", width: 100).textSize(wrappingAt: nil), Size(width: 20, height: 12))
        // Only the end of the whole text: "ab \ncd" on one line is 6 characters, 30 x 12.
        XCTAssertEqual(label("ab \ncd", width: 0, lines: 1).intrinsicContentSize, Size(width: 30, height: 12))
    }
}
