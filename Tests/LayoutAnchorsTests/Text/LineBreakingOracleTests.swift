// Random texts and widths: every size a label reports (the intrinsic size layout uses, limited to
// `numberOfLines`, and the public `textSize` / `lineCount`, all lines) equals the size of the
// lines the naive ReferenceWrapper builds from the rules. Seeded, so a failure reproduces.

import LayoutAnchors
import XCTest

final class LineBreakingOracleTests: XCTestCase {
    /// Pieces of ASCII texts: words of several lengths (one longer than most lines), spaces
    /// (often, so double spaces occur) and newlines.
    private let asciiPieces = ["a", "bb", "ccc", "dddd", "eeeeeeeeeeee", " ", " ", " ", "\n"]
    /// And a few characters of more than one byte or scalar: e + combining accent, CR LF (one
    /// character, not a newline), CJK, a combining mark alone (after a space it makes a
    /// character that is not a space), a family emoji joined by ZWJs.
    private let otherPieces = ["e\u{301}", "\r\n", "日本", "\u{301}", "👨‍👩‍👧"]

    private struct Case {
        let text: String
        let width: Double
        let pointSize: Double
        let numberOfLines: Int
    }

    private func randomCase(_ generator: inout SplitMix64) -> Case {
        let pieces = generator.next() % 2 == 0 ? asciiPieces : asciiPieces + otherPieces
        let count = Int(generator.next() % 20)
        let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
        // Widths in half points up to 150 (0 included); 10 pt (5 a character), 13 pt (6.5)
        // and 17 pt (8.5), so widths fall on, between and just past character boundaries.
        let width = 0.5 * Double(generator.next() % 301)
        let pointSize = [10.0, 13, 17][Int(generator.next() % 3)]
        return Case(text: text, width: width, pointSize: pointSize, numberOfLines: Int(generator.next() % 4))
    }

    /// The size of `lines` when the first `shown` of them are shown.
    private func size(of lines: [[Character]], shown: Int, pointSize: Double) -> Size {
        let widest = lines.prefix(shown).map(\.count).max() ?? 0
        return Size(width: Double(widest) * 0.5 * pointSize, height: Double(min(shown, lines.count)) * 1.2 * pointSize)
    }

    func testRandomTextsMatchTheReferenceWrapper() {
        var generator = SplitMix64(seed: 0x5EED_1ABE1)
        for _ in 0..<4_000 {
            let c = randomCase(&generator)
            let label = Label(text: c.text)
            label.font = .system(size: c.pointSize)
            label.numberOfLines = c.numberOfLines
            let context = "\(c.text.debugDescription) at \(c.width), \(c.pointSize) pt, \(c.numberOfLines) lines"
            // A one-line label does not wrap: the whole text is one line.
            var lines = ReferenceWrapper.lines(of: c.text, width: c.width, advance: 0.5 * c.pointSize)
            if c.numberOfLines == 1 || c.text.isEmpty { lines = ReferenceWrapper.oneLine(of: c.text) }
            XCTAssertEqual(label.textSize(wrappingAt: c.width), size(of: lines, shown: lines.count, pointSize: c.pointSize), context)
            XCTAssertEqual(label.lineCount(wrappingAt: c.width), lines.count, context)
            guard c.width > 0 else { continue }  // preferredMaxLayoutWidth 0 means the solved width
            label.preferredMaxLayoutWidth = c.width
            let shown = c.numberOfLines == 0 ? lines.count : c.numberOfLines
            XCTAssertEqual(label.intrinsicContentSize, size(of: lines, shown: shown, pointSize: c.pointSize), context)
        }
    }

    /// Without a width the text is one line, its newlines counted as characters and the spaces
    /// at its end hanging.
    func testRandomTextsWithoutAWidthAreOneLine() {
        var generator = SplitMix64(seed: 0x0_1E1E)
        for _ in 0..<500 {
            let c = randomCase(&generator)
            let label = Label(text: c.text)
            label.font = .system(size: c.pointSize)
            label.numberOfLines = c.numberOfLines
            let lines = ReferenceWrapper.oneLine(of: c.text)
            XCTAssertEqual(label.textSize(wrappingAt: nil), size(of: lines, shown: 1, pointSize: c.pointSize), c.text.debugDescription)
            XCTAssertEqual(label.lineCount(wrappingAt: nil), lines.count, c.text.debugDescription)
        }
    }

    /// Labels laid out in a window wrap into the reference's lines: one whose width is required
    /// (it wraps at that width) and one held only by its hugging under a width limit (UIKit's
    /// two passes: measured unwrapped, the whole text on one line with its newlines (its end
    /// spaces hanging), which gives it min(that width, the limit); then wrapped there and as
    /// wide as its widest line).
    /// 10 pt text (5 a character, 12 a line), so frames need no pixel rounding.
    func testLaidOutLabelsWrapIntoTheReferenceLines() {
        var generator = SplitMix64(seed: 0xB0B_B1E5)
        for _ in 0..<300 {
            let c = randomCase(&generator)
            guard !c.text.isEmpty else { continue }
            let limit = Double(1 + generator.next() % 300)
            let context = "\(c.text.debugDescription) in \(limit), \(c.numberOfLines) lines"
            let shown = { (lines: [[Character]]) in c.numberOfLines == 0 ? lines.count : min(c.numberOfLines, lines.count) }

            let fixed = laidOutLabel(c.text, numberOfLines: c.numberOfLines, width: .required(limit))
            let atLimit =
                c.numberOfLines == 1
                ? ReferenceWrapper.oneLine(of: c.text) : ReferenceWrapper.lines(of: c.text, width: limit, advance: 5)
            XCTAssertEqual(fixed.frame.size, Size(width: limit, height: Double(shown(atLimit)) * 12), "fixed: " + context)

            guard c.numberOfLines != 1 else { continue }
            let firstPass = min(Double(ReferenceWrapper.oneLine(of: c.text)[0].count) * 5, limit)
            let lines = ReferenceWrapper.lines(of: c.text, width: firstPass, advance: 5)
            let widest = Double(lines.prefix(shown(lines)).map(\.count).max() ?? 0) * 5
            let bubble = laidOutLabel(c.text, numberOfLines: c.numberOfLines, width: .atMost(limit))
            XCTAssertEqual(bubble.frame.size, Size(width: min(widest, limit), height: Double(shown(lines)) * 12), "bubble: " + context)
        }
    }

    private enum WidthRule {
        case required(Double)
        case atMost(Double)
    }

    /// A 10 pt label at the top leading corner of a 400 x 2000 window, laid out.
    private func laidOutLabel(_ text: String, numberOfLines: Int, width: WidthRule) -> Label {
        let window = Window(size: Size(width: 400, height: 2000))
        let label = Label(text: text)
        label.font = .system(size: 10)
        label.numberOfLines = numberOfLines
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        let widthConstraint: LayoutConstraint
        switch width {
        case .required(let value): widthConstraint = label.widthAnchor.constraint(equalToConstant: value)
        case .atMost(let value): widthConstraint = label.widthAnchor.constraint(lessThanOrEqualToConstant: value)
        }
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: window.topAnchor),
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            widthConstraint,
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(window.layoutIssues.map(\.description), [], text.debugDescription)
        return label
    }
}
