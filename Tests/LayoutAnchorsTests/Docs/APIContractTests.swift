import LayoutAnchors
import LayoutKernel
import XCTest

/// Every name and label of `shared/API.md`, used once as written: this file failing to compile
/// is a break of the public contract. The assertions pin the documented defaults.
final class APIContractTests: XCTestCase {
    func testKernelSurface() throws {
        let x = Variable("x"), y = Variable()
        XCTAssertTrue(x.description.contains("x"))
        XCTAssertEqual(x.value, 0)
        let term = Term(x, 2)
        XCTAssertEqual(term.coefficient, 2)
        XCTAssertTrue(term.variable === x)
        let expression = LinearExpression([Term(x)], constant: 3)
        XCTAssertEqual(expression.constant, 3)
        XCTAssertEqual(LinearExpression().terms.count, 0)
        // Each relation, against a weak pull the other way: x <= 5 pulled to 10, x == 5,
        // x >= 5 pulled to 0 all give 5.
        let relations: [Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
        for (relation, pull) in zip(relations, [10.0, 10, 0]) {
            let probe = Solver(), v = Variable("v")
            try probe.add(Constraint(LinearExpression([Term(v)], constant: -5), relation))
            try probe.add((v == pull) | .weak)
            probe.updateVariables()
            XCTAssertEqual(v.value, 5, "\(relation)")
        }
        XCTAssertEqual(Strength.required.priority, 1000)
        XCTAssertEqual(Strength.strong.weight, 1)
        XCTAssertEqual(Strength(300, weight: 2).weight, 2)
        XCTAssertLessThan(Strength.weak, Strength.medium)
        let c = Constraint(expression, .equal, strength: .medium)
        XCTAssertEqual(c.relation, .equal)
        XCTAssertEqual(c.strength, .medium)
        XCTAssertEqual(c.expression.constant, 3)
        let solver = Solver()
        try solver.add(x + 10 <= 2 * y)
        try solver.add(c | .strong)
        let removable: Constraint = x >= -100
        try solver.add(removable)
        XCTAssertTrue(solver.contains(removable))
        try solver.setConstant(50, for: removable)
        try solver.remove(removable)
        let optional = (y == 5) | .weak
        try solver.add(optional)
        try solver.setStrength(.medium, for: optional)
        try solver.addEditVariable(y, strength: .strong)
        XCTAssertTrue(solver.hasEditVariable(y))
        try solver.suggestValue(20, for: y)
        let changed: [Variable] = solver.updateVariables()
        XCTAssertFalse(changed.isEmpty)
        try solver.removeEditVariable(y)
        XCTAssertFalse(solver.debugDescription.isEmpty)
        solver.reset()
        XCTAssertFalse(solver.contains(optional))
        let errors: [SolverError] = [
            .duplicateConstraint(c), .unsatisfiableConstraint(c, conflictingWith: []),
            .unknownConstraint(c), .duplicateEditVariable(x), .unknownEditVariable(x),
            .badRequiredStrength, .nonFiniteValue,
        ]
        // Equatable: each case equals itself only (same payloads, different cases differ).
        for (i, a) in errors.enumerated() {
            for (j, b) in errors.enumerated() { XCTAssertEqual(a == b, i == j, "\(a) vs \(b)") }
        }
        XCTAssertNotEqual(SolverError.duplicateConstraint(c), .duplicateConstraint(removable))
    }

    func testAnchorsSurface() throws {
        XCTAssertEqual(Point(x: 1, y: 2).y, 2)
        XCTAssertEqual(Size(width: 3, height: 4).width, 3)
        let rect = Rect(x: 1, y: 2, width: 10, height: 20)
        XCTAssertEqual([rect.minX, rect.midX, rect.maxX, rect.minY, rect.midY, rect.maxY], [1, 6, 11, 2, 12, 22])
        XCTAssertEqual(rect.origin, Point(x: 1, y: 2))
        XCTAssertEqual(rect.size, Size(width: 10, height: 20))
        XCTAssertEqual(Rect.zero, Rect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(EdgeInsets(), EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).leading, 2)

        XCTAssertEqual(LayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(LayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(LayoutPriority.dragThatCanResizeScene.rawValue, 510)
        XCTAssertEqual(LayoutPriority.defaultLow.rawValue, 250)
        XCTAssertEqual(LayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual((LayoutPriority.required - 1).rawValue, 999)
        XCTAssertEqual((LayoutPriority.defaultLow + 1).rawValue, 251)
        let literal: LayoutPriority = 300.5
        XCTAssertEqual(LayoutPriority(300.5), literal)

        let window = Window(
            size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            layoutDirection: .leftToRight, contentSizeCategory: .large, displayScale: 3)
        window.logsLayoutIssues = false  // the surface below conflicts on purpose; asserted below
        let controller = ViewController()
        window.rootViewController = controller
        controller.additionalSafeAreaInsets = EdgeInsets()
        XCTAssertTrue(controller.viewRespectsSystemMinimumLayoutMargins)
        let root = controller.view
        let view = View(frame: .zero)
        XCTAssertTrue(view.translatesAutoresizingMaskIntoConstraints)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.identifier = "view"
        root.addSubview(view)
        XCTAssertTrue(view.superview === root)
        XCTAssertTrue(root.subviews.contains { $0 === view })
        XCTAssertEqual(view.layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        XCTAssertTrue(view.insetsLayoutMarginsFromSafeArea)
        XCTAssertFalse(view.preservesSuperviewLayoutMargins)
        let guide = LayoutGuide()
        guide.identifier = "guide"
        view.addLayoutGuide(guide)
        XCTAssertTrue(guide.owningView === view)
        XCTAssertEqual(view.layoutGuides.count, 1)
        view.removeLayoutGuide(guide)
        XCTAssertEqual(View.noIntrinsicMetric, -1)
        XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(view.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        view.setContentHuggingPriority(.defaultHigh, for: .vertical)
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        view.intrinsicContentSize = Size(width: 10, height: 10)
        view.invalidateIntrinsicContentSize()

        let constraints: [LayoutConstraint] = [
            view.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            view.trailingAnchor.constraint(lessThanOrEqualTo: root.layoutMarginsGuide.trailingAnchor),
            view.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor, constant: 1),
            view.rightAnchor.constraint(lessThanOrEqualTo: root.rightAnchor, constant: -1),
            view.centerXAnchor.constraint(equalTo: root.readableContentGuide.centerXAnchor, constant: 0),
            view.topAnchor.constraint(equalToSystemSpacingBelow: root.safeAreaLayoutGuide.topAnchor, multiplier: 1),
            view.bottomAnchor.constraint(lessThanOrEqualTo: root.keyboardLayoutGuide.topAnchor),
            view.centerYAnchor.constraint(greaterThanOrEqualTo: root.centerYAnchor, constant: -500),
            view.firstBaselineAnchor.constraint(greaterThanOrEqualTo: root.topAnchor),
            view.lastBaselineAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
            view.heightAnchor.constraint(lessThanOrEqualToConstant: 1000),
            view.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.5, constant: 0),
            view.heightAnchor.constraint(greaterThanOrEqualTo: root.heightAnchor, multiplier: 0.01, constant: 1),
            view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 1, constant: 0),
            view.leadingAnchor.constraint(equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 2),
            view.widthAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor.anchorWithOffset(to: view.trailingAnchor)),
        ]
        constraints[2].priority = .defaultLow
        constraints[3].identifier = "right"
        LayoutConstraint.activate(constraints)
        XCTAssertTrue(constraints.allSatisfy(\.isActive))
        XCTAssertEqual(constraints[10].firstAttribute, .width)
        XCTAssertEqual(constraints[10].secondAttribute, .notAnAttribute)
        XCTAssertNil(constraints[10].secondItem)
        XCTAssertTrue(constraints[0].firstItem === view)
        XCTAssertEqual(constraints[0].relation, .equal)
        XCTAssertEqual(constraints[13].multiplier, 0.5)
        constraints[10].constant = 120
        LayoutConstraint.deactivate([constraints[2]])
        root.addConstraint(constraints[2])
        root.removeConstraint(constraints[2])
        root.addConstraints([constraints[2]])
        root.removeConstraints([constraints[2]])
        XCTAssertFalse(root.constraints.contains { $0 === constraints[2] }, "removed again")
        // view -> root constraints are held by root, their closest common ancestor.
        XCTAssertTrue(root.constraints.contains { $0 === constraints[0] })
        XCTAssertFalse(view.constraints.contains { $0 === constraints[0] })
        root.setNeedsLayout()
        window.layoutIfNeeded()
        // width 120 == height, yet top >= safe top + 8 and bottom <= keyboard top (the
        // window bottom) leave at most 844 - 47 - 8 - ... : several required constraints conflict.
        XCTAssertTrue(view.layoutIssues.contains { $0.kind == .unsatisfiable })
        _ = view.frame
        _ = view.bounds
        _ = view.safeAreaInsets
        _ = view.layoutIssues
        _ = view.hasAmbiguousLayout
        _ = view.constraintsAffectingLayout(for: .horizontal)
        _ = view.convert(view.bounds, to: nil)
        _ = view.convert(view.bounds, to: root)
        _ = view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        _ = view.systemLayoutSizeFitting(View.layoutFittingExpandedSize)
        _ = guide.layoutFrame
        _ = guide.hasAmbiguousLayout
        view.removeFromSuperview()
        XCTAssertNil(view.superview)

        let scroll = ScrollView()
        XCTAssertEqual(scroll.contentInsetAdjustmentBehavior, .automatic)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentInsetAdjustmentBehavior = .always
        scroll.contentInset = EdgeInsets()
        scroll.alwaysBounceVertical = true
        scroll.alwaysBounceHorizontal = false
        scroll.keyboardDismissMode = .onDrag
        let modes: [KeyboardDismissMode] = [.none, .onDrag, .interactive, .interactiveWithAccessory]
        for mode in modes.reversed() { scroll.keyboardDismissMode = mode }
        XCTAssertEqual(scroll.keyboardDismissMode, KeyboardDismissMode.none)
        scroll.contentSize = Size(width: 1, height: 1)
        scroll.contentOffset = Point(x: 0, y: 0)
        scroll.setContentOffset(Point(x: 0, y: 10))
        _ = scroll.adjustedContentInset
        _ = scroll.frameLayoutGuide.topAnchor
        _ = scroll.contentLayoutGuide.widthAnchor

        window.resize(to: Size(width: 844, height: 390), safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        window.resize(to: Size(width: 390, height: 844))
        window.layoutDirection = .rightToLeft
        window.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        window.keyboardFrame = Rect(x: 0, y: 500, width: 390, height: 344)
        window.keyboardFrame = nil
        let label = Label(text: "Hello world")
        label.numberOfLines = 0
        label.text = "Hello"
        label.font = Font.preferred(.body)
        label.font = Font.system(size: 17)
        label.preferredMaxLayoutWidth = 0
        XCTAssertEqual(Label().numberOfLines, 1)
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:|-[nope]-|", options: [], metrics: nil, views: [:])
            XCTFail("unknown view accepted")
        } catch {
            XCTAssertFalse(error.message.isEmpty)
            XCTAssertGreaterThanOrEqual(error.offset, 0)
        }
        for issue in window.layoutIssues {
            _ = issue.kind
            _ = issue.constraint
            _ = issue.conflictingConstraints
            _ = issue.description
        }
    }

    /// The content size categories and text styles, with API.md's and Apple's sizes.
    func testCategoriesAndStylesHaveTheDocumentedSizes() {
        let categories: [ContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
            .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
            .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        // API.md's body sizes per category, smallest to largest.
        XCTAssertEqual(categories.map { Font.preferred(.body).pointSize(for: $0) }, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        let styles: [TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline,
            .footnote, .caption1, .caption2,
        ]
        // Apple's sizes at the default (large) category.
        XCTAssertEqual(styles.map { Font.preferred($0).pointSize(for: .large) }, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
    }

    /// Each anchor makes constraints on its own attribute; a constant has none on the right.
    func testAttributesFollowTheirAnchors() {
        let attributes: [LayoutAttribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height,
            .centerX, .centerY, .firstBaseline, .lastBaseline, .notAnAttribute,
        ]
        let view = View(), other = View()
        let byAnchor: [LayoutConstraint] = [
            view.leftAnchor.constraint(equalTo: other.leftAnchor), view.rightAnchor.constraint(equalTo: other.rightAnchor),
            view.topAnchor.constraint(equalTo: other.topAnchor), view.bottomAnchor.constraint(equalTo: other.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: other.leadingAnchor), view.trailingAnchor.constraint(equalTo: other.trailingAnchor),
            view.widthAnchor.constraint(equalTo: other.widthAnchor), view.heightAnchor.constraint(equalTo: other.heightAnchor),
            view.centerXAnchor.constraint(equalTo: other.centerXAnchor), view.centerYAnchor.constraint(equalTo: other.centerYAnchor),
            view.firstBaselineAnchor.constraint(equalTo: other.firstBaselineAnchor),
            view.lastBaselineAnchor.constraint(equalTo: other.lastBaselineAnchor),
        ]
        XCTAssertEqual(byAnchor.map(\.firstAttribute), Array(attributes.dropLast()))
        XCTAssertEqual(byAnchor.map(\.secondAttribute), Array(attributes.dropLast()))
        XCTAssertEqual(view.widthAnchor.constraint(equalToConstant: 1).secondAttribute, attributes.last)
    }

    /// Every format option compiles; an alignment option adds one constraint per neighbour
    /// pair: besides UIKit's b.leading == a.trailing, one top == top.
    func testFormatOptionsAlign() throws {
        let options: FormatOptions = [
            .alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading,
            .alignAllTrailing, .alignAllCenterX, .alignAllCenterY, .alignAllFirstBaseline,
            .alignAllLastBaseline, .directionLeadingToTrailing, .directionLeftToRight,
            .directionRightToLeft,
        ]
        XCTAssertTrue(options.contains(.alignAllTop) && options.contains(.directionRightToLeft))
        let (a, b) = (View(), View())
        let aligned = try LayoutConstraint.constraints(withVisualFormat: "H:[a][b]", options: .alignAllTop, views: ["a": a, "b": b])
        XCTAssertEqual(aligned.count, 2)
        XCTAssertEqual(Set(aligned.map { "\($0.firstAttribute)-\($0.secondAttribute)" }), ["leading-trailing", "top-top"])
    }

    /// Issue kinds, axes and directions, each doing what its name says.
    func testIssueKindsAxesAndDirections() {
        let window = Window(size: Size(width: 390, height: 844))
        window.logsLayoutIssues = false
        let issueKinds: [LayoutIssue.Kind] = [.unsatisfiable, .invalidConstraint, .ambiguousLayout]
        // Make the first two: a conflict, and a constraint to a view outside the hierarchy.
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 10), box.widthAnchor.constraint(equalToConstant: 20),
            box.heightAnchor.constraint(equalTo: View().heightAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertTrue(Set(issueKinds.prefix(2)).isSubset(of: Set(window.layoutIssues.map(\.kind))))
        let axes: [Axis] = [.horizontal, .vertical]
        box.setContentHuggingPriority(LayoutPriority(300), for: axes[0])
        XCTAssertEqual(axes.map { box.contentHuggingPriority(for: $0) }, [LayoutPriority(300), .defaultLow])
        let directions: [LayoutDirection] = [.leftToRight, .rightToLeft]
        // A 100-wide view pinned to the leading edge of the 390-wide window: x = 0, then
        // 390 - 100 = 290 right to left.
        let pinned = View()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(pinned)
        LayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            pinned.topAnchor.constraint(equalTo: window.topAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 100),
            pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        var positions: [Double] = []
        for direction in directions {
            window.layoutDirection = direction
            window.layoutIfNeeded()
            positions.append(pinned.frame.minX)
        }
        XCTAssertEqual(positions, [0, 290])
    }

    /// Overrides every open hook of the additions, as UIKit subclasses do.
    final class HookedView: View {
        var calls: [String] = []
        override func layoutSubviews() { super.layoutSubviews(); calls.append("layoutSubviews") }
        override func updateConstraints() { calls.append("updateConstraints"); super.updateConstraints() }
        override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange(); calls.append("safeArea") }
        override func layoutMarginsDidChange() { super.layoutMarginsDidChange(); calls.append("margins") }
        override func traitCollectionDidChange(_ previous: TraitCollection?) {
            super.traitCollectionDidChange(previous)
            calls.append("traits")
        }
    }

    final class HookedController: ViewController {
        var calls: [String] = []
        override func loadView() { view = HookedView() }
        override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); calls.append("will") }
        override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); calls.append("did") }
        override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange(); calls.append("safeArea") }
        override func viewWillTransition(to size: Size) { super.viewWillTransition(to: size); calls.append("transition") }
        override func updateViewConstraints() { calls.append("updateViewConstraints"); super.updateViewConstraints() }
        override func traitCollectionDidChange(_ previous: TraitCollection?) {
            super.traitCollectionDidChange(previous)
            calls.append("traits")
        }
    }

    func testAdditionsSurface() {
        let window = Window(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = HookedController()
        window.rootViewController = controller
        let root = controller.view as! HookedView
        window.layoutIfNeeded()
        XCTAssertEqual(controller.calls, ["traits", "updateViewConstraints", "safeArea", "will", "did"])
        XCTAssertEqual(root.calls, ["traits", "updateConstraints", "safeArea", "margins", "layoutSubviews"])
        root.calls = []
        root.setNeedsUpdateConstraints()
        root.updateConstraintsIfNeeded()
        XCTAssertEqual(root.calls, ["updateConstraints"])
        window.resize(to: Size(width: 844, height: 390))
        XCTAssertEqual(controller.calls.last, "transition")

        let traits = TraitCollection(
            horizontalSizeClass: .regular, verticalSizeClass: .compact, displayScale: 3,
            preferredContentSizeCategory: .small, layoutDirection: .rightToLeft)
        XCTAssertEqual([traits.horizontalSizeClass, traits.verticalSizeClass], [.regular, .compact])
        XCTAssertEqual(traits.displayScale, 3)
        XCTAssertEqual(traits.preferredContentSizeCategory, .small)
        XCTAssertEqual(traits.layoutDirection, .rightToLeft)
        let classes: [UserInterfaceSizeClass] = [.unspecified, .compact, .regular]
        XCTAssertEqual(Set(classes).count, 3)
        XCTAssertEqual(root.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(controller.traitCollection, root.traitCollection)
        XCTAssertEqual(
            [Window.regularWidthThreshold, Window.regularLandscapePhoneShortSide, Window.compactHeightThreshold], [678, 414, 500])

        let scroll = ScrollView()
        scroll.setContentOffset(Point(x: 0, y: 5), animated: false)
        XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 5))
        scroll.scrollRectToVisible(Rect(x: 0, y: 0, width: 1, height: 1), animated: true)
        XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 0), "nothing to scroll: clamped to the range start")

        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let c = LayoutConstraint(
            item: box, attribute: .trailingMargin, relatedBy: .lessThanOrEqual, toItem: root,
            attribute: .trailingMargin, multiplier: 1, constant: 0)
        XCTAssertEqual(c.firstAttribute, .trailingMargin)
        XCTAssertEqual(c.relation, .lessThanOrEqual)
        let margins: [LayoutAttribute] = [
            .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins,
        ]
        XCTAssertEqual(Set(margins).count, 8)
        XCTAssertEqual(
            box.systemLayoutSizeFitting(
                Size(width: 40, height: 30), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .required), Size(width: 40, height: 30))
        XCTAssertEqual(Font.preferredFont(forTextStyle: .title1), Font.preferred(.title1))

        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertFalse(r.isEmpty)
        XCTAssertTrue(r.contains(Point(x: 5, y: 5)))
        XCTAssertTrue(r.contains(Rect(x: 1, y: 1, width: 2, height: 2)))
        XCTAssertTrue(r.intersects(Rect(x: 5, y: 5, width: 10, height: 10)))
        XCTAssertEqual(r.intersection(Rect(x: 5, y: 5, width: 10, height: 10)), Rect(x: 5, y: 5, width: 5, height: 5))
        XCTAssertEqual(r.union(Rect(x: 5, y: 5, width: 10, height: 10)), Rect(x: 0, y: 0, width: 15, height: 15))
        XCTAssertEqual(r.offsetBy(dx: 1, dy: 2), Rect(x: 1, y: 2, width: 10, height: 10))
        XCTAssertEqual(r.insetBy(dx: 1, dy: 2), Rect(x: 1, y: 2, width: 8, height: 6))
        XCTAssertEqual(Rect(x: 10, y: 10, width: -10, height: -10).standardized, r)
        XCTAssertEqual(View().frame, .zero)
    }
}
