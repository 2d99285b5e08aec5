// Visual Format Language constraints solved in a window: frames, layout direction and the
// direction options; and the strings of seed 001, verbatim, as constraints.

import LayoutAnchors
import XCTest

final class VisualFormatLayoutTests: XCTestCase {
    /// A 400x300 window holding a hand-placed 400x300 container with subviews a and b laid
    /// out by `|-[a]-[b(==a)]-|` (aligned tops), `V:|-[a(50)]` and `V:[b(==a)]`.
    private func layOutPair(
        direction: LayoutDirection,
        options: FormatOptions
    ) throws -> (a: Rect, b: Rect) {
        let window = Window(size: Size(width: 400, height: 300), layoutDirection: direction)
        let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(container)
        let a = View(), b = View()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let views = ["a": a, "b": b]
        var constraints = try LayoutConstraint.constraints(
            withVisualFormat: "|-[a]-[b(==a)]-|", options: options.union(.alignAllTop), views: views)
        constraints += try LayoutConstraint.constraints(withVisualFormat: "V:|-[a(50)]", views: views)
        constraints += try LayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]", views: views)
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return (a.frame, b.frame)
    }

    func testLeadingToTrailingInALeftToRightWindow() throws {
        // 20 + w + 8 + w + 20 = 400 -> w = 176; a.x = 20, b.x = 20 + 176 + 8 = 204;
        // V: a.y = 20 (standard to superview), h 50; b.h == a.h, b.top == a.top (alignAllTop).
        let frames = try layOutPair(direction: .leftToRight, options: [])
        XCTAssertEqual(frames.a, Rect(x: 20, y: 20, width: 176, height: 50))
        XCTAssertEqual(frames.b, Rect(x: 204, y: 20, width: 176, height: 50))
    }

    func testLeadingToTrailingFollowsARightToLeftWindow() throws {
        // Leading is the right edge: a is 20 from the right (x = 400 - 20 - 176 = 204), b left of it.
        let frames = try layOutPair(direction: .rightToLeft, options: [])
        XCTAssertEqual(frames.a, Rect(x: 204, y: 20, width: 176, height: 50))
        XCTAssertEqual(frames.b, Rect(x: 20, y: 20, width: 176, height: 50))
    }

    func testLeftToRightIgnoresTheWindowDirection() throws {
        let frames = try layOutPair(direction: .rightToLeft, options: .directionLeftToRight)
        XCTAssertEqual(frames.a, Rect(x: 20, y: 20, width: 176, height: 50))
        XCTAssertEqual(frames.b, Rect(x: 204, y: 20, width: 176, height: 50))
    }

    func testRightToLeftPutsTheFirstViewOnTheRight() throws {
        let frames = try layOutPair(direction: .leftToRight, options: .directionRightToLeft)
        XCTAssertEqual(frames.a, Rect(x: 204, y: 20, width: 176, height: 50))
        XCTAssertEqual(frames.b, Rect(x: 20, y: 20, width: 176, height: 50))
    }

    func testOptionalPredicatesYieldToRequiredOnes() throws {
        // a.width <= 100 @750 loses against the required fill 20 + w + 20 = 400 (w = 360).
        let window = Window(size: Size(width: 400, height: 300))
        let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(container)
        let a = View()
        a.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(a)
        let views = ["a": a]
        LayoutConstraint.activate(
            try LayoutConstraint.constraints(withVisualFormat: "|-[a(<=100@750)]-|", views: views)
                + LayoutConstraint.constraints(
                    withVisualFormat: "V:|-10-[a(>=50@250,<=60,==80@500)]",
                    views: views))
        window.layoutIfNeeded()
        // height: == 80 @500 conflicts with the required <= 60, so 60 (closest to 80) wins.
        XCTAssertEqual(a.frame, Rect(x: 20, y: 10, width: 360, height: 60))
    }

    func testCenterYAlignmentAndFixedSizes() throws {
        let window = Window(size: Size(width: 400, height: 300))
        let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(container)
        let a = View(), b = View()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let views = ["a": a, "b": b]
        LayoutConstraint.activate(
            try LayoutConstraint.constraints(
                withVisualFormat: "|-[a(w)]-[b(60)]", options: .alignAllCenterY,
                metrics: ["w": 40], views: views)
                + LayoutConstraint.constraints(withVisualFormat: "V:|-10-[a(50)]", views: views)
                + LayoutConstraint.constraints(withVisualFormat: "V:[b(20)]", views: views))
        window.layoutIfNeeded()
        // a: x 20, width 40, y 10, height 50 -> centre y 35. b: x = 20 + 40 + 8 = 68, width 60,
        // height 20, centre y 35 -> y 25.
        XCTAssertEqual(a.frame, Rect(x: 20, y: 10, width: 40, height: 50))
        XCTAssertEqual(b.frame, Rect(x: 68, y: 25, width: 60, height: 20))
    }

    // MARK: seed 001, verbatim

    func testSeed001StringsAsConstraints() throws {
        let view = View(), scrollView = ScrollView(), contentView = View()
        let greenView = View(), whiteView = View()
        for (item, name) in [
            (view, "view"), (scrollView, "scrollView"), (contentView, "contentView"),
            (greenView, "greenView"), (whiteView, "whiteView"),
        ] {
            item.identifier = name
        }
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        contentView.addSubview(greenView)
        contentView.addSubview(whiteView)
        let views: [String: View] = [
            "scrollView": scrollView, "contentView": contentView, "view": view,
            "greenView": greenView, "whiteView": whiteView,
        ]
        func render(_ format: String) throws -> [String] {
            try LayoutConstraint.constraints(
                withVisualFormat: format, options: FormatOptions(rawValue: 0),
                metrics: nil, views: views
            ).map(VisualFormatFixture.render)
        }
        XCTAssertEqual(
            try render("H:|-0-[scrollView]-0-|"),
            [
                "scrollView.leading == view.leading + 0.0 @1000",
                "view.trailing == scrollView.trailing + 0.0 @1000",
            ])
        XCTAssertEqual(
            try render("V:|-0-[scrollView]-0-|"),
            [
                "scrollView.top == view.top + 0.0 @1000",
                "view.bottom == scrollView.bottom + 0.0 @1000",
            ])
        XCTAssertEqual(
            try render("H:|-0-[contentView]-0-|"),
            [
                "contentView.leading == scrollView.leading + 0.0 @1000",
                "scrollView.trailing == contentView.trailing + 0.0 @1000",
            ])
        XCTAssertEqual(
            try render("V:|-0-[contentView]-0-|"),
            [
                "contentView.top == scrollView.top + 0.0 @1000",
                "scrollView.bottom == contentView.bottom + 0.0 @1000",
            ])
        XCTAssertEqual(
            try render("H:[contentView(==view)]"),
            ["contentView.width == view.width + 0.0 @1000"])
        XCTAssertEqual(
            try render("H:|-15-[greenView]-15-|"),
            [
                "greenView.leading == contentView.leading + 15.0 @1000",
                "contentView.trailing == greenView.trailing + 15.0 @1000",
            ])
        XCTAssertEqual(
            try render("V:|-15-[greenView(400)]"),
            [
                "greenView.top == contentView.top + 15.0 @1000",
                "greenView.height == 400.0 @1000",
            ])
        XCTAssertEqual(
            try render("H:|-15-[whiteView]-15-|"),
            [
                "whiteView.leading == contentView.leading + 15.0 @1000",
                "contentView.trailing == whiteView.trailing + 15.0 @1000",
            ])
        XCTAssertEqual(
            try render("V:[greenView]-15-[whiteView(500)]-15-|"),
            [
                "whiteView.top == greenView.bottom + 15.0 @1000",
                "whiteView.height == 500.0 @1000",
                "contentView.bottom == whiteView.bottom + 15.0 @1000",
            ])
    }
}
