// Rect's geometry as CGRect documents it: contains(point) includes the minimum edges and
// excludes the maximum ones, the operations standardize negative sizes first, intersection
// is .zero for disjoint rectangles (API.md); frames and convert(_:to:) agree.

import LayoutAnchors
import XCTest

final class RectConformanceTests: XCTestCase {
    func testRectanglesWithNegativeSizes() {
        // Origin (10, 20), size (-4, -6): spans x 6...10, y 14...20. Its edges are kept as
        // signed (minX 10, maxX 6: `maxX == minX + width` for every solved frame, see
        // Rect.swift); the geometry operations standardize first, as CGRect's do.
        let r = Rect(x: 10, y: 20, width: -4, height: -6)
        XCTAssertEqual(r.standardized, Rect(x: 6, y: 14, width: 4, height: 6))
        XCTAssertEqual([r.standardized.minX, r.midX, r.standardized.maxX], [6, 8, 10])
        XCTAssertEqual([r.standardized.minY, r.midY, r.standardized.maxY], [14, 17, 20])
        XCTAssertTrue(r.contains(Point(x: 6, y: 14)))
        XCTAssertFalse(r.contains(Point(x: 10, y: 17)))
        XCTAssertTrue(r.contains(Rect(x: 7, y: 15, width: 2, height: 2)))
        XCTAssertTrue(r.intersects(Rect(x: 9, y: 19, width: 5, height: 5)))
        XCTAssertEqual(r.intersection(Rect(x: 9, y: 19, width: 5, height: 5)), Rect(x: 9, y: 19, width: 1, height: 1))
        XCTAssertEqual(r.union(Rect(x: 0, y: 0, width: 1, height: 1)), Rect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(r.insetBy(dx: 1, dy: 1), Rect(x: 7, y: 15, width: 2, height: 4))
    }

    func testContainmentIntersectionAndUnion() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50)
        XCTAssertFalse(r.isEmpty)
        XCTAssertTrue(Rect(x: 5, y: 5, width: 0, height: 10).isEmpty)
        XCTAssertTrue(Rect.zero.isEmpty)
        // Points: the minimum edges are inside, the maximum edges are not.
        XCTAssertTrue(r.contains(Point(x: 0, y: 0)))
        XCTAssertTrue(r.contains(Point(x: 99.5, y: 49.5)))
        XCTAssertFalse(r.contains(Point(x: 100, y: 10)))
        XCTAssertFalse(r.contains(Point(x: 10, y: 50)))
        // Rectangles: edges included.
        XCTAssertTrue(r.contains(r))
        XCTAssertTrue(r.contains(Rect(x: 50, y: 0, width: 50, height: 50)))
        XCTAssertFalse(r.contains(Rect(x: 50, y: 0, width: 51, height: 50)))
        // Overlap of (60, 20, 80, 80) with r: x 60...100, y 20...50.
        let other = Rect(x: 60, y: 20, width: 80, height: 80)
        XCTAssertTrue(r.intersects(other))
        XCTAssertEqual(r.intersection(other), Rect(x: 60, y: 20, width: 40, height: 30))
        XCTAssertEqual(r.union(other), Rect(x: 0, y: 0, width: 140, height: 100))
        // Disjoint: no intersection, .zero.
        let far = Rect(x: 200, y: 200, width: 10, height: 10)
        XCTAssertFalse(r.intersects(far))
        XCTAssertEqual(r.intersection(far), .zero)
        // Offsetting and insetting (negative insets grow).
        XCTAssertEqual(r.offsetBy(dx: -10, dy: 5), Rect(x: -10, y: 5, width: 100, height: 50))
        XCTAssertEqual(r.insetBy(dx: 10, dy: 5), Rect(x: 10, y: 5, width: 80, height: 40))
        XCTAssertEqual(r.insetBy(dx: -10, dy: -5), Rect(x: -10, y: -5, width: 120, height: 60))
    }

    func testFramesAndConvertWithRects() {
        // A 100 x 40 view at (30, 200) inside a 300 x 400 container at (20, 100): in the window
        // it is at (50, 300); a rect of it converted to the container moves by (30, 200).
        let window = TestScreen.iPhone14.window()
        let container = View(), child = View()
        for v in [container, child] { v.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(container)
        container.addSubview(child)
        LayoutConstraint.activate([
            container.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 20),
            container.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            container.widthAnchor.constraint(equalToConstant: 300),
            container.heightAnchor.constraint(equalToConstant: 400),
            child.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 30),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 200),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(child.convert(child.bounds, to: nil), Rect(x: 50, y: 300, width: 100, height: 40))
        XCTAssertEqual(child.convert(Rect(x: 10, y: 10, width: 5, height: 5), to: container), Rect(x: 40, y: 210, width: 5, height: 5))
        XCTAssertTrue(container.bounds.contains(child.frame))
        XCTAssertTrue(container.frame.contains(child.convert(child.bounds, to: window)))
        XCTAssertEqual(child.frame.midX, 80)
        XCTAssertEqual(child.frame.maxY, 240)
    }
}
