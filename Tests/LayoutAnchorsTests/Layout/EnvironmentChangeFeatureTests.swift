// Environment changes never report false conflicts: changing the layout direction, the text
// size, the window size (rotation) or the keyboard, in any order, rebuilds what depends on
// them without holding old and new constraints together, and records no issue.

import LayoutAnchors
import XCTest

final class EnvironmentChangeFeatureTests: XCTestCase {
    /// A settings form of `count` rows (the issue's row: a label and a 51-pt toggle), and a
    /// footer that sits on the keyboard.
    final class Form {
        let window = Window(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        var rows: [(row: View, label: Label, toggle: View)] = []
        var footer: View!

        init(count: Int) {
            window.logsLayoutIssues = false
            // The controller keeps its closure: no cycle through self.
            window.rootViewController = ClosureViewController { [unowned self] root in
                var constraints: [LayoutConstraint] = []
                for i in 0..<count {
                    let row = constrainedView(in: root, "row\(i)")
                    let label = Label.body("Wi-Fi")
                    label.translatesAutoresizingMaskIntoConstraints = false
                    row.addSubview(label)
                    let toggle = constrainedView(in: row, "toggle\(i)")
                    constraints += [
                        row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                        row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                        row.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 44 * Double(i)),
                        row.heightAnchor.constraint(equalToConstant: 44),
                        label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 20),
                        label.trailingAnchor.constraint(lessThanOrEqualTo: toggle.leadingAnchor, constant: -8),
                        label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                        toggle.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -20),
                        toggle.widthAnchor.constraint(equalToConstant: 51),
                        toggle.heightAnchor.constraint(equalToConstant: 31),
                        toggle.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                    ]
                    self.rows.append((row, label, toggle))
                }
                self.footer = constrainedView(in: root, "footer")
                constraints += [
                    self.footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    self.footer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                    self.footer.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
                    self.footer.heightAnchor.constraint(equalToConstant: 44),
                ]
                LayoutConstraint.activate(constraints)
            }
            window.layoutIfNeeded()
        }
    }

    enum Change: CaseIterable {
        case direction, textSize, rotation, keyboard

        func apply(to window: Window) {
            switch self {
            case .direction: window.layoutDirection = .rightToLeft
            case .textSize: window.contentSizeCategory = .extraExtraExtraLarge
            case .rotation:
                window.resize(to: Size(width: 844, height: 390), safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
            case .keyboard:
                // A keyboard 200 high at the bottom of whichever window size is current.
                window.keyboardFrame = Rect(x: 0, y: window.frame.height - 200, width: window.frame.width, height: 200)
            }
        }
    }

    /// The issue's repro: a 20-row form flipped to right-to-left logs no conflict.
    func testRightToLeftFlipRecordsNoConflict() {
        let form = Form(count: 20)
        // LTR: toggle at 390 - 20 - 51 = 319; label at 20, "Wi-Fi" 5 x 8.5 = 42.5 wide (17 pt),
        // 1.2 x 17 = 20.4 high, centred: 11.8 ... 32.2, on the half-point grid 12 ... 32.
        assertFrame(form.rows[3].toggle.frame, 319, 6.5, 51, 31)
        assertFrame(form.rows[3].label.frame, 20, 12, 42.5, 20)
        form.window.layoutDirection = .rightToLeft
        form.window.layoutIfNeeded()
        XCTAssertTrue(form.window.layoutIssues.isEmpty, "\(form.window.layoutIssues)")
        // RTL: toggle's trailing (left) edge 20 in; label's leading (right) edge at 390 - 20 =
        // 370, so it starts at 370 - 42.5 = 327.5.
        assertFrame(form.rows[3].toggle.frame, 20, 6.5, 51, 31)
        assertFrame(form.rows[3].label.frame, 327.5, 12, 42.5, 20)
        form.window.layoutDirection = .leftToRight
        form.window.layoutIfNeeded()
        assertFrame(form.rows[3].toggle.frame, 319, 6.5, 51, 31)
        XCTAssertTrue(form.window.layoutIssues.isEmpty, "\(form.window.layoutIssues)")
    }

    /// Every order of the four changes ends in the same layout, with no issue on the way.
    func testEveryOrderOfEnvironmentChangesRecordsNoIssue() {
        for order in permutations(Change.allCases) {
            let form = Form(count: 3)
            for change in order {
                change.apply(to: form.window)
                form.window.layoutIfNeeded()
                XCTAssertTrue(form.window.layoutIssues.isEmpty, "\(order) after \(change): \(form.window.layoutIssues)")
            }
            // Landscape 844x390 (safe area 0 top): row 1 at y 44, 844 wide. RTL: toggle at 20.
            assertFrame(form.rows[1].row.frame, 0, 44, 844, 44, "\(order)")
            assertFrame(form.rows[1].toggle.frame, 20, 6.5, 51, 31)
            // Text size xxxl: body 23 pt, "Wi-Fi" 5 x 11.5 = 57.5 wide, 1.2 x 23 = 27.6 high,
            // centred: 8.2 ... 35.8, rounded to the half-point grid 8 ... 36. Its leading
            // (right) edge at 844 - 20 = 824: x = 824 - 57.5 = 766.5.
            assertFrame(form.rows[1].label.frame, 766.5, 8, 57.5, 28)
            // Keyboard shown in landscape: its top at 390 - 200 = 190 (above the safe bottom
            // 390 - 21 = 369), footer 146 ... 190. Shown in portrait (y 644) and not moved by
            // the rotation, it lies below the landscape window: the guide stays at the safe
            // bottom 369, footer 325 ... 369.
            let keyboardFirst = order.firstIndex(of: .keyboard)! < order.firstIndex(of: .rotation)!
            assertFrame(form.footer.frame, 0, keyboardFirst ? 325 : 146, 844, 44, "\(order)")
        }
    }

    /// Guides move one constant at a time while the environment settles: an edge pinned to two
    /// guides that coincide (the root's safe area and a full-screen child's) must not read as a
    /// conflict halfway through a rotation.
    func testEdgesPinnedToTwoCoincidingGuidesSurviveRotation() {
        var box: View!
        let window = phoneWindow { root in
            let panel = constrainedView(in: root, "panel")
            box = constrainedView(in: root, "box")
            LayoutConstraint.activate([
                panel.topAnchor.constraint(equalTo: root.topAnchor),
                panel.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                panel.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                box.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
                box.leadingAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
                box.trailingAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.trailingAnchor),
                box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                box.topAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
        window.logsLayoutIssues = false
        window.layoutIfNeeded()
        assertFrame(box.frame, 0, 47, 390, 100)
        window.resize(to: Size(width: 844, height: 390), safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        window.layoutIfNeeded()
        // Landscape: safe area x 47 ... 844 - 47 = 797, top 0.
        assertFrame(box.frame, 47, 0, 750, 100)
        window.resize(to: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.layoutIfNeeded()
        assertFrame(box.frame, 0, 47, 390, 100)
        XCTAssertTrue(window.layoutIssues.isEmpty, "\(window.layoutIssues)")
    }

    /// A conflict the new environment really has is still reported, once.
    func testARealConflictAfterRotationIsReported() {
        var box: View!
        let window = phoneWindow { root in
            box = constrainedView(in: root, "box")
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
                box.widthAnchor.constraint(equalToConstant: 390),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        window.logsLayoutIssues = false
        window.layoutIfNeeded()
        XCTAssertTrue(window.layoutIssues.isEmpty, "\(window.layoutIssues)")
        // Landscape: the safe area is 844 - 94 = 750 wide, the box must be 390: a conflict.
        window.resize(to: Size(width: 844, height: 390), safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        window.layoutIfNeeded()
        XCTAssertEqual(window.layoutIssues.filter { $0.kind == .unsatisfiable }.count, 1, "\(window.layoutIssues)")
        window.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertEqual(window.layoutIssues.filter { $0.kind == .unsatisfiable }.count, 1)
    }

    private func permutations(_ items: [Change]) -> [[Change]] {
        guard items.count > 1 else { return [items] }
        var result: [[Change]] = []
        for (i, first) in items.enumerated() {
            var rest = items
            rest.remove(at: i)
            for tail in permutations(rest) { result.append([first] + tail) }
        }
        return result
    }
}

final class BaselineConstantFeatureTests: XCTestCase {
    /// Changing the constant of a baseline constraint keeps the baseline offset (the kernel
    /// constant is `-constant` plus the font's offset, not `-constant` alone).
    func testConstantChangeOnABaselineConstraintKeepsTheFontOffset() {
        var label: Label!
        var baseline: LayoutConstraint!
        let window = phoneWindow { root in
            label = Label(text: "Hi")
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            baseline = label.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 100)
            LayoutConstraint.activate([baseline, label.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        }
        window.layoutIfNeeded()
        // Body at .large is 17 pt; the first baseline is 17 below the top: y = 100 - 17 = 83.
        XCTAssertEqual(label.frame.minY, 83)
        baseline.constant = 150
        window.layoutIfNeeded()
        XCTAssertEqual(label.frame.minY, 133)  // 150 - 17
    }
}
