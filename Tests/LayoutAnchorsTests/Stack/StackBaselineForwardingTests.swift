// A stack view's baselines are its arranged views' (UIStackView.h: a horizontal stack
// returns its tallest view for viewForFirst/LastBaselineLayout, a vertical one its first view
// for the first baseline and its last view for the last baseline, recursively). Label
// metrics (API.md): a line is 1.2 x pointSize high; the first baseline of a one-line label
// is at the same offset from its top for labels of one font, so offsets cancel in the
// differences asserted below except where noted.

import LayoutAnchors
import XCTest

final class StackBaselineForwardingTests: XCTestCase {
    func testColumnInAFirstBaselineRowAlignsItsFirstLabel() {
        // Row (.firstBaseline, spacing 8): [column [title 17 pt, subtitle 12 pt], price 17 pt].
        // The column's first baseline is the title's: the title and the price, same font,
        // have their tops level. Without forwarding the column's baseline would be its bottom
        // (a plain view's), and the price would sit level with the subtitle's bottom.
        let window = TestScreen.iPhone14.window()
        let title = Label(text: "Title"), subtitle = Label(text: "Sub"), price = Label(text: "9.99")
        subtitle.font = .system(size: 12)
        let column = StackView(arrangedSubviews: [title, subtitle])
        column.axis = .vertical
        column.alignment = .leading
        let row = StackView(arrangedSubviews: [column, price])
        row.alignment = .firstBaseline
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(row)
        LayoutConstraint.activate([
            row.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 16),
            row.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        let titleTop = title.convert(title.bounds, to: nil).minY
        let priceTop = price.convert(price.bounds, to: nil).minY
        XCTAssertEqual(titleTop, priceTop)
        // The column (20.4 + 14.4 = 34.8 tall) starts at the row's top; the price too.
        XCTAssertEqual(titleTop, 100)
        XCTAssertEqual(row.frame.height, column.frame.height)
        // Its last baseline is the subtitle's: a last-baseline row aligns the price with it.
        row.alignment = .lastBaseline
        window.layoutIfNeeded()
        // Last baselines level: bottoms differ by the descents 0.2 x (17 - 12) = 1 (the
        // price's is larger): the price's bottom is 1 below the subtitle's.
        let subtitleBottom = subtitle.convert(subtitle.bounds, to: nil).maxY
        let priceBottom = price.convert(price.bounds, to: nil).maxY
        XCTAssertEqual(priceBottom - subtitleBottom, 1, accuracy: 0.5)
        assertNoIssues(window)
    }

    func testRowInAColumnUsesItsTallestView() {
        // A first-baseline row [small 12 pt, big 34 pt] placed by its first baseline 50 below
        // a guide line: the row's first baseline is the big label's (the tallest), whose top
        // is the row's top. A 17 pt label aligned by first baseline with the row: its top is
        // level with the row's minus the difference of ascents... both measured from the
        // labels' own frames: big.top + a(34) == other.top + a(17).
        let window = TestScreen.iPhone14.window()
        let small = Label(text: "x"), big = Label(text: "Big")
        small.font = .system(size: 12)
        big.font = .system(size: 34)
        let row = StackView(arrangedSubviews: [small, big])
        row.alignment = .firstBaseline
        let other = Label(text: "Other")
        let twin = Label(text: "Big")
        twin.font = .system(size: 34)
        for v in [row, other, twin] {
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
        }
        LayoutConstraint.activate([
            row.leftAnchor.constraint(equalTo: window.leftAnchor),
            row.topAnchor.constraint(equalTo: window.topAnchor, constant: 200),
            twin.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 200),
            twin.firstBaselineAnchor.constraint(equalTo: row.firstBaselineAnchor),
            other.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 300),
            other.lastBaselineAnchor.constraint(equalTo: row.lastBaselineAnchor),
        ])
        window.layoutIfNeeded()
        // The twin (same font as the tallest) sits level with it.
        XCTAssertEqual(twin.frame.minY, big.convert(big.bounds, to: nil).minY)
        XCTAssertEqual(twin.frame.minY, 200)
        // Last baselines: other (17 pt) against the big label's: bottoms differ by
        // 0.2 x (34 - 17) = 3.4.
        XCTAssertEqual(twin.frame.maxY - other.frame.maxY, 3.4, accuracy: 0.5)
        assertNoIssues(window)
    }
}

final class BaselineFontChangeTests: XCTestCase {
    func testFirstBaselineRowFollowsAFontChange() {
        // A first-baseline row of two 17 pt labels: tops level. The second's font grows to
        // 34 pt: baselines stay aligned, so the bigger label's top is higher by the
        // difference of the baseline offsets and its bottom lower by the difference of the
        // descents (0.2 x (34 - 17) = 3.4, API metrics: a line is 1.2 x the point size). The
        // row's top stays at 100: the big label starts there, the small one lower.
        let window = TestScreen.iPhone14.window()
        let a = Label(text: "Name"), b = Label(text: "Value")
        let row = StackView(arrangedSubviews: [a, b])
        row.alignment = .firstBaseline
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(row)
        LayoutConstraint.activate([
            row.leftAnchor.constraint(equalTo: window.leftAnchor),
            row.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(a.frame.minY, b.frame.minY)
        b.font = .system(size: 34)
        window.layoutIfNeeded()
        XCTAssertEqual(b.frame.minY, 0)
        XCTAssertGreaterThan(a.frame.minY, 0)
        XCTAssertEqual(b.frame.maxY - a.frame.maxY, 3.4, accuracy: 0.5)
        // And back: level again.
        b.font = .preferred(.body)
        window.layoutIfNeeded()
        XCTAssertEqual(a.frame.minY, b.frame.minY)
        XCTAssertEqual(a.frame.maxY, b.frame.maxY)
        assertNoIssues(window)
    }
}
