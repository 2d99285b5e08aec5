// Random edits of a hierarchy (moves, removals, activations, constant and priority changes,
// scrolls, environment changes) with layouts in between: nothing crashes and every frame
// stays finite. A deterministic generator keeps failures reproducible.

import LayoutAnchors
import XCTest

final class RobustnessFeatureTests: XCTestCase {
    /// SplitMix64: deterministic on every platform.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E3779B97F4A7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
            z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    func testRandomEditsNeverCrash() {
        for seed in 1...6 {
            var g = Generator(state: UInt64(seed))
            let window = Window(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            let controller = ClosureViewController { _ in }
            window.rootViewController = controller
            var views: [View] = [controller.view]
            var constraints: [LayoutConstraint] = []
            for step in 0..<150 {
                switch g.below(12) {
                case 0, 1:
                    let v: View = g.below(4) == 0 ? ScrollView() : View(frame: Rect(x: 1, y: 2, width: 30, height: 40))
                    v.translatesAutoresizingMaskIntoConstraints = g.below(3) == 0
                    views[g.below(views.count)].addSubview(v)
                    views.append(v)
                case 2:
                    let v = views[g.below(views.count)]
                    if v !== controller.view { v.removeFromSuperview() }
                case 3:
                    views[g.below(views.count)].addSubview(views[g.below(views.count)])
                case 4, 5, 6:
                    let a = views[g.below(views.count)], b = views[g.below(views.count)]
                    let c: LayoutConstraint
                    switch g.below(6) {
                    case 0: c = a.leadingAnchor.constraint(equalTo: b.layoutMarginsGuide.leadingAnchor, constant: Double(g.below(40)))
                    case 1: c = a.topAnchor.constraint(equalTo: b.safeAreaLayoutGuide.bottomAnchor, constant: Double(g.below(40)))
                    case 2: c = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5)
                    case 3: c = a.heightAnchor.constraint(equalToConstant: Double(g.below(500)))
                    case 4: c = a.trailingAnchor.constraint(lessThanOrEqualTo: b.readableContentGuide.trailingAnchor)
                    default:
                        if let s = b as? ScrollView {
                            c = a.bottomAnchor.constraint(equalTo: s.contentLayoutGuide.bottomAnchor)
                        } else {
                            c = a.centerYAnchor.constraint(equalTo: b.keyboardLayoutGuide.topAnchor)
                        }
                    }
                    if g.below(3) == 0 { c.priority = LayoutPriority(Float(1 + g.below(999))) }
                    c.isActive = true
                    constraints.append(c)
                case 7:
                    if !constraints.isEmpty { constraints[g.below(constraints.count)].constant = Double(g.below(300)) - 100 }
                case 8:
                    if !constraints.isEmpty {
                        let c = constraints[g.below(constraints.count)]
                        if g.below(2) == 0 { c.isActive.toggle() } else { c.priority = LayoutPriority(Float(1 + g.below(1000))) }
                    }
                case 9:
                    if let s = views.first(where: { $0 is ScrollView }) as? ScrollView {
                        s.setContentOffset(Point(x: 0, y: Double(g.below(1000))))
                    }
                case 10:
                    switch g.below(3) {
                    case 0: window.layoutDirection = window.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
                    case 1: window.keyboardFrame = g.below(2) == 0 ? nil : Rect(x: 0, y: 500, width: 390, height: 344)
                    default: window.contentSizeCategory = ContentSizeCategory.allCases[g.below(12)]
                    }
                default:
                    views[g.below(views.count)].translatesAutoresizingMaskIntoConstraints.toggle()
                }
                if step % 5 == 0 { window.layoutIfNeeded() }
            }
            window.layoutIfNeeded()
            for v in views {
                XCTAssertTrue(v.frame.minX.isFinite && v.frame.width.isFinite && v.frame.minY.isFinite && v.frame.height.isFinite)
                _ = v.hasAmbiguousLayout
            }
            _ = window.layoutIssues
            window.rootViewController = nil
        }
    }
}
