// Changes made inside the layout pass, as UIKit code does: a constant derived from bounds in
// layoutSubviews (a square thumbnail as tall as half the width), and the updateConstraints
// pattern (a flag, setNeedsUpdateConstraints, constraints swapped in updateConstraints).
// UIKit applies both before layoutIfNeeded returns.

import LayoutAnchors
import XCTest

/// A banner whose height is half its width, set from bounds in layoutSubviews.
private final class Banner: View {
    lazy var height = heightAnchor.constraint(equalToConstant: 10)

    override func layoutSubviews() {
        super.layoutSubviews()
        let wanted = (bounds.width / 2).rounded()
        if height.constant != wanted { height.constant = wanted }
    }
}

/// A panel with a compact and an expanded layout of its child, chosen in updateConstraints.
private final class Panel: View {
    let child = View()
    var isExpanded = false { didSet { setNeedsUpdateConstraints() } }
    private lazy var compact = [child.heightAnchor.constraint(equalToConstant: 20)]
    private lazy var expanded = [child.heightAnchor.constraint(equalToConstant: 200)]

    override init(frame: Rect) {
        super.init(frame: frame)
        child.translatesAutoresizingMaskIntoConstraints = false
        addSubview(child)
        LayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: topAnchor),
            child.leadingAnchor.constraint(equalTo: leadingAnchor),
            child.trailingAnchor.constraint(equalTo: trailingAnchor),
            child.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    override func updateConstraints() {
        LayoutConstraint.deactivate(isExpanded ? compact : expanded)
        LayoutConstraint.activate(isExpanded ? expanded : compact)
        super.updateConstraints()
    }
}

final class LayoutPassChangesTests: XCTestCase {
    func testConstantFromBoundsInLayoutSubviews() {
        let window = Window(size: Size(width: 320, height: 568))
        let banner = Banner()
        let below = View()
        for view in [banner, below] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        LayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: window.topAnchor),
            banner.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            banner.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            banner.height,
            below.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // 280 wide: 140 high; the view below at 148, all in one layoutIfNeeded.
        assertFrame(banner.frame, 20, 0, 280, 140)
        XCTAssertEqual(below.frame.minY, 148)
        window.resize(to: Size(width: 568, height: 320))
        window.layoutIfNeeded()
        // 528 wide: 264 high; below at 272.
        assertFrame(banner.frame, 20, 0, 528, 264)
        XCTAssertEqual(below.frame.minY, 272)
        assertNoIssues(window)
    }

    func testUpdateConstraintsSwapsLayouts() {
        let window = Window(size: Size(width: 320, height: 568))
        let panel = Panel()
        panel.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(panel)
        LayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            panel.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        window.layoutIfNeeded()
        assertFrame(panel.frame, 0, 10, 320, 20)
        panel.isExpanded = true
        window.layoutIfNeeded()
        assertFrame(panel.frame, 0, 10, 320, 200)
        panel.isExpanded = false
        window.layoutIfNeeded()
        assertFrame(panel.frame, 0, 10, 320, 20)
        assertNoIssues(window)
    }
}
