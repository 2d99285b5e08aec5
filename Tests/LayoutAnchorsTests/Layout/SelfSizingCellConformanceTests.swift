// The self-sizing cell pattern (UITableView / UICollectionView cells): a cell's content laid
// out with constraints, its height asked with systemLayoutSizeFitting at the table's width
// (width required, height .fittingSizeLevel), at several text sizes; and a VFL row in RTL.

import LayoutAnchors
import XCTest

final class SelfSizingCellConformanceTests: XCTestCase {
    /// A cell: a 40x40 icon and a wrapping body label to its trailing side, 12 pt insets.
    private func makeCell(text: String) -> (View, View, Label) {
        let cell = View()
        let icon = View(), body = Label.body(text)
        body.numberOfLines = 0
        for view in [icon, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(view)
        }
        LayoutConstraint.activate([
            icon.widthAnchor.constraint(equalToConstant: 40),
            icon.heightAnchor.constraint(equalToConstant: 40),
            icon.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
            icon.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            icon.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor, constant: -12),
            body.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
            body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -12),
            body.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            body.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor, constant: -12),
        ])
        return (cell, icon, body)
    }

    func testCellHeightAtSeveralTextSizes() {
        // "Lunch with the design team": 26 characters. The label gets 320 - 12 - 40 - 12 - 12
        // = 244.
        // .small (15 pt, 7.5 a character): 195 <= 244: one line of 18; the icon (40) is
        //   taller: 12 + 40 + 12 = 64.
        // .accessibilityExtraLarge (40 pt, 20 a character, lines of 48): 12 characters a
        //   line: "Lunch with" (10; + " the" = 14) / "the design" (10; + " team" = 15) /
        //   "team": 3 lines, 144: 12 + 144 + 12 = 168.
        // Right-to-left changes nothing vertical.
        let cases: [(ContentSizeCategory, LayoutDirection, Double)] = [
            (.small, .leftToRight, 64), (.accessibilityExtraLarge, .leftToRight, 168), (.accessibilityExtraLarge, .rightToLeft, 168),
        ]
        for (category, direction, height) in cases {
            let window = Window(size: Size(width: 320, height: 600), layoutDirection: direction, contentSizeCategory: category)
            window.logsLayoutIssues = false  // the cell's 0 x 0 frame conflicts with its content
            let (cell, _, _) = makeCell(text: "Lunch with the design team")
            window.addSubview(cell)
            let size = cell.systemLayoutSizeFitting(
                Size(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            XCTAssertEqual(size, Size(width: 320, height: height), "\(category) \(direction)")
        }
        // A cell outside any window (text size .large: 17 pt, 8.5 a character: 221 <= 244, one
        // line of 20.4): the icon decides, 64. Its 0 x 0 frame (it was made without one) broke
        // the icon's bottom <= constraint in the live layout; the fitting sets that size aside.
        let (alone, _, body) = makeCell(text: "Lunch with the design team")
        func fitted() -> Size {
            LayoutIssue.withLoggingDisabled {
                alone.systemLayoutSizeFitting(
                    Size(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            }
        }
        XCTAssertEqual(fitted(), Size(width: 320, height: 64))
        // Longer text: 51 characters, 28 a line (244 / 8.5 = 28.7): "Lunch with the design
        // team" (26; + " and" = 30) / "and the product managers" (24): 2 x 20.4 = 40.8;
        // 12 + 40.8 + 12 = 64.8 -> 65 on the half-point grid.
        body.text = "Lunch with the design team and the product managers"
        XCTAssertEqual(fitted(), Size(width: 320, height: 65))
    }

    /// The same cell placed with constraints in a list: its frames at AX3 in RTL.
    func testCellFramesInRightToLeft() {
        let window = Window(
            size: Size(width: 320, height: 600), layoutDirection: .rightToLeft, contentSizeCategory: .accessibilityExtraLarge)
        let (cell, icon, body) = makeCell(text: "Lunch with the design team")
        cell.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(cell)
        LayoutConstraint.activate([
            cell.topAnchor.constraint(equalTo: window.topAnchor),
            cell.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            cell.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            cell.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 12),
        ])
        window.layoutIfNeeded()
        // RTL: the icon is at the right: 320 - 12 - 40 = 268; the label from 12 to 256 (244
        // wide, 3 lines as above: 144 high); the cell 168 high.
        assertFrame(icon.frame, 268, 12, 40, 40)
        assertFrame(body.frame, 12, 12, 244, 144)
        assertFrame(cell.frame, 0, 0, 320, 168)
        assertNoIssues(window)
    }
}
