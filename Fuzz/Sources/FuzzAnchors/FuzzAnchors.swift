import FuzzSupport
import LayoutAnchors

/// A view whose `layoutSubviews` makes one change chosen by the input (re-entrant layout: a
/// constant change, a relayout request, a nested `layoutIfNeeded`, a subview removed), as app
/// code does in UIKit.
final class HookView: View {
    var action: UInt8 = 0
    weak var program: AnchorProgram?
    var depth = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let program, depth < 2 else { return }
        depth += 1
        defer { depth -= 1 }
        program.hook(action, in: self)
    }
}

/// A scroll view delegate that zooms a subview the input picks and re-enters layout from
/// `scrollViewDidScroll` or moves a paging drag's target, as app delegates do.
final class FuzzScrollDelegate: ScrollViewDelegate {
    var action: UInt8 = 0
    var target = Point.zero
    var depth = 0
    func viewForZooming(in scrollView: ScrollView) -> View? {
        action & 1 == 0 ? scrollView.subviews.first : nil
    }
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard depth < 2 else { return }
        depth += 1
        defer { depth -= 1 }
        switch action % 4 {
        case 1: scrollView.layoutIfNeeded()
        case 2: scrollView.setContentOffset(target)
        default: break
        }
    }
    func scrollViewDidZoom(_ scrollView: ScrollView) {
        if action & 4 != 0 { scrollView.setNeedsLayout() }
    }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        if action & 8 != 0 { targetContentOffset = target }
    }
}

/// Interprets the input as a program over the LayoutAnchors API: views, scroll views, stack
/// views, labels and guides made, moved between hierarchies, reordered and removed; paging
/// drags, zooms and transforms; autoresizing masks beside constrained views; constraints between
/// random anchors with extreme numbers (huge, tiny, NaN, infinities, -0) activated,
/// deactivated and changed in odd orders; layout forced at any point, also from inside
/// `layoutSubviews`. Any trap is a finding (LeakSanitizer reports leaked hierarchies), and so
/// is a non-finite frame after layout; issues recorded by the engine are expected.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnchors(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = ByteReader(data, size)
    // Issues are expected: recorded, not printed (views outside a window print otherwise).
    LayoutIssue.withLoggingDisabled {
        let program = AnchorProgram()
        var steps = 0
        while !input.isAtEnd && steps < 48 {
            program.step(&input)
            steps += 1
        }
        program.layOut(program.window)
        program.layOut(program.other)
    }
    return 0
}

final class AnchorProgram {
    let window = Window(size: Size(width: 320, height: 480))
    /// A second hierarchy, so that views move between windows.
    let other = Window(size: Size(width: 200, height: 100), layoutDirection: .rightToLeft)
    var views: [View] = []
    var guides: [LayoutGuide] = []
    var constraints: [LayoutConstraint] = []
    /// The scroll views' delegate (scroll views hold it weakly).
    let scrollDelegate = FuzzScrollDelegate()

    init() {
        window.logsLayoutIssues = false
        other.logsLayoutIssues = false
        views = [window, other]
    }

    func step(_ input: inout ByteReader) {
        switch input.index(19) {
        case 0: makeView(&input)
        case 1: pickView(&input).removeFromSuperview()
        case 2: pickView(&input).addSubview(pickView(&input))
        case 3, 4: makeConstraint(&input)
        case 5: if let c = pickConstraint(&input) { c.isActive.toggle() }
        case 6: if let c = pickConstraint(&input) { c.constant = input.number() }
        case 7: if let c = pickConstraint(&input) { c.priority = priority(&input) }
        case 8: layOut([window, other][input.index(2)])
        case 9: changeView(&input)
        case 10: changeStack(&input)
        case 11: changeScroll(&input)
        case 12: changeGuides(&input)
        case 13: window.resize(to: Size(width: input.number(), height: input.number()))
        case 14: LayoutConstraint.deactivate(constraints.filter { _ in input.byte() & 1 == 0 })
        case 16: reorder(&input)
        case 17: pageAndZoom(&input)
        case 18: changeFrameRules(&input)
        default: measure(&input)
        }
    }

    /// Views whose frame the program itself set to a non-finite rectangle.
    var nonFiniteFrames: Set<ObjectIdentifier> = []

    /// Lays `root` out and checks that every view in it got a finite frame: a non-finite
    /// solution must be refused with an issue, never written (unless the program set it).
    func layOut(_ root: Window) {
        root.layoutIfNeeded()
        var stack: [View] = [root]
        while let view = stack.popLast() {
            stack.append(contentsOf: view.subviews)
            let f = view.frame
            if ![f.origin.x, f.origin.y, f.size.width, f.size.height].allSatisfy(\.isFinite)
                && !nonFiniteFrames.contains(ObjectIdentifier(view))
            {
                violation("non-finite frame \(f) of \(type(of: view))")
            }
        }
    }

    func pickView(_ input: inout ByteReader) -> View { views[input.index(views.count)] }

    func pickConstraint(_ input: inout ByteReader) -> LayoutConstraint? {
        constraints.isEmpty ? nil : constraints[input.index(constraints.count)]
    }

    func priority(_ input: inout ByteReader) -> LayoutPriority {
        let values: [Float] = [1000, 999, 750, 500, 251, 250, 50, 1, 0, -1, 1001, .nan, .infinity, 0.5]
        return LayoutPriority(values[input.index(values.count)])
    }

    func makeView(_ input: inout ByteReader) {
        let view: View
        switch input.index(5) {
        case 0: view = View()
        case 1: view = ScrollView()
        case 2: view = StackView(arrangedSubviews: views.count > 3 ? [views[views.count - 1]] : [])
        case 3: view = Label(text: input.string(limit: Int(input.byte() % 24)))
        default:
            let hook = HookView()
            hook.action = input.byte()
            hook.program = self
            view = hook
        }
        view.translatesAutoresizingMaskIntoConstraints = input.byte() & 1 == 0
        if views.count < 12 { views.append(view) }
        pickView(&input).addSubview(view)
    }

    /// An anchor of a view or guide on one of the three axes (x, y, dimension), as an item and
    /// attribute, so that mixed pairs reach the UIKit-style initialiser too.
    func item(_ input: inout ByteReader) -> AnyObject {
        if !guides.isEmpty && input.byte() & 3 == 0 { return guides[input.index(guides.count)] }
        return pickView(&input)
    }

    func makeConstraint(_ input: inout ByteReader) {
        let attributes: [LayoutAttribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
            .firstBaseline, .lastBaseline, .notAnAttribute,
        ]
        let relations: [LayoutRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let first = item(&input)
        let firstAttribute = attributes[input.index(attributes.count)]
        let relation = relations[input.index(3)]
        let second: AnyObject? = input.byte() & 7 == 0 ? nil : item(&input)
        let secondAttribute = attributes[input.index(attributes.count)]
        let multiplier = input.number(), constant = input.number()
        let c = LayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
            attribute: secondAttribute, multiplier: multiplier, constant: constant)
        c.priority = priority(&input)
        if constraints.count < 24 { constraints.append(c) }
        if input.byte() & 3 != 0 { c.isActive = true }
    }

    func changeView(_ input: inout ByteReader) {
        let view = pickView(&input)
        switch input.index(8) {
        case 0: view.translatesAutoresizingMaskIntoConstraints.toggle()
        case 1:
            let f = Rect(x: input.number(), y: input.number(), width: input.number(), height: input.number())
            if ![f.origin.x, f.origin.y, f.size.width, f.size.height].allSatisfy(\.isFinite) {
                nonFiniteFrames.insert(ObjectIdentifier(view))
            }
            view.frame = f
        case 2: view.intrinsicContentSize = Size(width: input.number(), height: input.number())
        case 3: view.setContentHuggingPriority(priority(&input), for: input.byte() & 1 == 0 ? .horizontal : .vertical)
        case 4:
            view.setContentCompressionResistancePriority(
                priority(&input), for: input.byte() & 1 == 0 ? .horizontal : .vertical)
        case 5: view.isHidden.toggle()
        case 6:
            view.layoutMargins = EdgeInsets(top: input.number(), left: input.number(), bottom: input.number(), right: input.number())
        default:
            if let label = view as? Label {
                label.numberOfLines = input.index(4)
                label.text = input.string(limit: Int(input.byte() % 40))
            } else {
                view.setNeedsLayout()
            }
        }
    }

    func changeStack(_ input: inout ByteReader) {
        guard let stack = views.compactMap({ $0 as? StackView }).first else { return }
        let view = pickView(&input)
        switch input.index(7) {
        case 0: stack.addArrangedSubview(view)
        case 1: stack.insertArrangedSubview(view, at: input.index(4))
        case 2: stack.removeArrangedSubview(view)
        case 3: stack.spacing = input.number()
        case 4: stack.setCustomSpacing(input.number(), after: view)
        case 5:
            let distributions: [StackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
            stack.distribution = distributions[input.index(distributions.count)]
            stack.axis = input.byte() & 1 == 0 ? .horizontal : .vertical
        default:
            let alignments: [StackView.Alignment] = [.fill, .leading, .top, .firstBaseline, .center, .trailing, .bottom, .lastBaseline]
            stack.alignment = alignments[input.index(alignments.count)]
            stack.isLayoutMarginsRelativeArrangement = input.byte() & 1 == 0
            stack.isBaselineRelativeArrangement = input.byte() & 1 == 0
        }
    }

    func changeScroll(_ input: inout ByteReader) {
        guard let scroll = views.compactMap({ $0 as? ScrollView }).first else { return }
        switch input.index(4) {
        case 0: scroll.setContentOffset(Point(x: input.number(), y: input.number()))
        case 1:
            scroll.contentInset = EdgeInsets(top: input.number(), left: input.number(), bottom: input.number(), right: input.number())
        case 2:
            let behaviours: [ContentInsetAdjustmentBehavior] = [.automatic, .scrollableAxes, .never, .always]
            scroll.contentInsetAdjustmentBehavior = behaviours[input.index(4)]
        default:
            scroll.scrollRectToVisible(
                Rect(x: input.number(), y: input.number(), width: input.number(), height: input.number()), animated: false)
        }
    }

    func changeGuides(_ input: inout ByteReader) {
        let view = pickView(&input)
        switch input.index(4) {
        case 0:
            let guide = LayoutGuide()
            view.addLayoutGuide(guide)
            if guides.count < 6 { guides.append(guide) }
        case 1: if !guides.isEmpty { view.removeLayoutGuide(guides[input.index(guides.count)]) }
        case 2: if guides.count < 6 { guides.append([view.layoutMarginsGuide, view.safeAreaLayoutGuide][input.index(2)]) }
        default:
            if guides.count < 6 {
                guides.append([view.readableContentGuide, view.keyboardLayoutGuide][input.index(2)])
            }
            window.keyboardFrame = input.byte() & 1 == 0 ? nil : Rect(x: 0, y: input.number(), width: 320, height: 200)
        }
    }

    func measure(_ input: inout ByteReader) {
        let view = pickView(&input)
        switch input.index(4) {
        case 0: _ = view.systemLayoutSizeFitting(Size(width: input.number(), height: input.number()))
        case 1:
            _ = view.systemLayoutSizeFitting(
                Size(width: input.number(), height: input.number()),
                withHorizontalFittingPriority: priority(&input), verticalFittingPriority: priority(&input))
        case 2:
            _ = view.hasAmbiguousLayout
            _ = view.constraintsAffectingLayout(for: input.byte() & 1 == 0 ? .horizontal : .vertical)
        default: _ = view.convert(Rect(x: input.number(), y: 0, width: 1, height: 1), to: pickView(&input))
        }
        if input.byte() & 7 == 0 { view.exerciseAmbiguityInLayout() }
    }

    /// Subview order: every reordering call, with indexes and siblings from the input (some
    /// out of range, some not subviews, some the view itself).
    func reorder(_ input: inout ByteReader) {
        let parent = pickView(&input), view = pickView(&input), sibling = pickView(&input)
        let index = Int(input.byte()) - 2
        switch input.index(6) {
        case 0: parent.insertSubview(view, at: index)
        case 1: parent.insertSubview(view, aboveSubview: sibling)
        case 2: parent.insertSubview(view, belowSubview: sibling)
        case 3: parent.bringSubviewToFront(view)
        case 4: parent.sendSubviewToBack(view)
        default: parent.exchangeSubview(at: index, withSubviewAt: Int(input.byte()) - 2)
        }
    }

    /// Paging drags and zooms on the first scroll view, through the delegate.
    func pageAndZoom(_ input: inout ByteReader) {
        guard let scroll = views.compactMap({ $0 as? ScrollView }).first else { return }
        scroll.delegate = scrollDelegate
        scrollDelegate.action = input.byte()
        scrollDelegate.target = Point(x: input.number(), y: input.number())
        switch input.index(5) {
        case 0:
            scroll.isPagingEnabled = input.byte() & 1 == 0
            scroll.simulateDrag(by: Point(x: input.number(), y: input.number()), releaseVelocity: Point(x: input.number(), y: input.number()))
        case 1:
            scroll.minimumZoomScale = input.number()
            scroll.maximumZoomScale = input.number()
        case 2: scroll.setZoomScale(input.number(), animated: input.byte() & 1 == 0)
        case 3: scroll.zoom(to: Rect(x: input.number(), y: input.number(), width: input.number(), height: input.number()), animated: false)
        default: scroll.zoomScale = input.number()
        }
    }

    /// Autoresizing masks, transforms, sizeToFit and conversions on views beside constrained ones.
    func changeFrameRules(_ input: inout ByteReader) {
        let view = pickView(&input)
        switch input.index(4) {
        case 0: view.autoresizingMask = AutoresizingMask(rawValue: UInt(input.byte() & 63))
        case 1:
            view.transform = input.byte() & 1 == 0
                ? Transform(scaleX: input.number(), y: input.number())
                : Transform(translationX: input.number(), y: input.number())
        case 2: view.sizeToFit()
        default:
            // Conversions through transforms (a zero scale included) must not trap.
            let other: View? = input.byte() & 1 == 0 ? pickView(&input) : nil
            let point = Point(x: input.number(), y: input.number())
            _ = view.convert(view.convert(point, to: other), from: other)
            _ = view.convert(Rect(origin: point, size: Size(width: input.number(), height: input.number())), from: other)
        }
    }

    /// What a `HookView`'s `layoutSubviews` does, by its action byte.
    func hook(_ action: UInt8, in view: HookView) {
        switch action % 6 {
        case 0: constraints.first?.constant = Double(action) - 128
        case 1: view.setNeedsLayout()
        case 2: view.layoutIfNeeded()
        case 3: view.subviews.first?.removeFromSuperview()
        case 4: constraints.last?.isActive.toggle()
        default: view.invalidateIntrinsicContentSize()
        }
    }
}
