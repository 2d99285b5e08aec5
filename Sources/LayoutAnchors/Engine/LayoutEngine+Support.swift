/// The engine's own constraints: autoresizing (frames set by hand), intrinsic content size
/// (hugging and compression resistance) and the definitions of the system layout guides.
extension LayoutEngine {
    /// Brings a view's autoresizing and intrinsic-size constraints in line with its properties.
    func refreshSupport(of view: View) {
        var sized: [View] = []
        refreshSupport(of: view, intrinsicLater: &sized)
        sized.forEach { refreshIntrinsicSupport(of: $0) }
    }

    /// The same, with the intrinsic-size refresh queued in `intrinsicLater` (the layout pass
    /// adds those after the queued constraints).
    func refreshSupport(of view: View, intrinsicLater: inout [View]) {
        let id = ObjectIdentifier(view)
        let role = view.engineRole
        if role == .scrollView, let scrollView = view as? ScrollView { state.scrolling.scrollViews[id] = WeakScrollView(view: scrollView) }
        // Only wrapping labels need the height-for-width pass of every layout; single-line
        // labels are refreshed like any view with an intrinsic size.
        if role == .label, let label = view as? Label { registerWrapping(label) }
        if role == .stackView { (view as? StackView)?.updateLeadingConstraints() }
        refreshAutoresizing(of: view)
        intrinsicLater.append(view)
        _ = variables(of: view)
    }

    /// Refreshes a view's intrinsic-size constraints and tells a stack view arranging it; a
    /// stack view then brings its deferred constraints up to date (they are queued behind
    /// the intrinsic sizes: a stack's end-to-end constraint sums every row's length, and
    /// adding the rows' intrinsic sizes after it would rewrite that long row once per row).
    func refreshIntrinsicSupport(of view: View) {
        if refreshIntrinsic(of: view), let stack = view.superview as? StackView { stack.intrinsicSizeDidChange(of: view) }
        if view.engineRole == .stackView { (view as? StackView)?.updateDeferredConstraints() }
    }

    /// False when the view certainly has no entry in `autoresizing` or `intrinsic` (most views
    /// placed by constraints): those lookups hash, and every view is refreshed when it joins.
    func mayHaveSupport(_ view: View) -> Bool { view.layoutVariables.supportSerial == state.views.serial }

    private func refreshAutoresizing(of view: View) {
        let id = ObjectIdentifier(view)
        guard view.translatesAutoresizingMaskIntoConstraints else {
            if mayHaveSupport(view) {
                for c in state.support.autoresizing.removeValue(forKey: id) ?? [] { removeInternal(c) }
                if view.layoutVariables === rootHandle { refreshRootPins() }  // their container's width is no longer fixed
            }
            // A frame set by hand on a view placed by constraints lasts until the next layout.
            if isRegistered(view) { state.views.reframed.append(view.layoutVariables.minX) }
            return
        }
        let f = view.storedFrame
        let parent = view.superview
        // Most views: no mask (or no superview to follow), four constants kept up to date.
        let mask = parent == nil ? [] : view.autoresizingMask
        let notation = mask.logNotation
        if let existing = state.support.autoresizing[id] {
            if mask.isEmpty && existing.first?.identifier == notation {
                let values = [f.minX, f.minY, f.width, f.height]
                for (c, value) in zip(existing, values) where c.constant != value { c.constant = value }
                // A pin in leading terms reads the width too (LayoutEngine+LeadingPins.swift).
                if view.layoutVariables === rootHandle { refreshRootPins() } else if let pin = existing.first { refreshPin(pin) }
                return
            }
            // A mask's multipliers follow the frame's proportions: made again.
            for c in existing { removeInternal(c) }
        }
        let made =
            mask.isEmpty
            ? [
                LayoutConstraint(view.leftAnchor, .equal, parent?.leftAnchor, multiplier: 1, constant: f.minX, origin: .autoresizing),
                LayoutConstraint(view.topAnchor, .equal, parent?.topAnchor, multiplier: 1, constant: f.minY, origin: .autoresizing),
                LayoutConstraint(view.widthAnchor, .equal, nil, multiplier: 1, constant: f.width, origin: .autoresizing),
                LayoutConstraint(view.heightAnchor, .equal, nil, multiplier: 1, constant: f.height, origin: .autoresizing),
            ]
            : AutoresizingRule.constraints(for: view, frame: f, in: parent!, mask: mask)
        for c in made { c.identifier = notation }
        state.support.autoresizing[id] = made
        view.layoutVariables.supportSerial = state.views.serial
        made.forEach { addInternal($0) }
        if view.layoutVariables === rootHandle { refreshRootPins() }
    }

    /// Installs, updates or removes the four intrinsic-size constraints; true when one changed.
    @discardableResult
    func refreshIntrinsic(of view: View) -> Bool {
        let id = ObjectIdentifier(view)
        let size = view.intrinsicContentSize
        let hasSize = size.width >= 0 || size.height >= 0
        if !hasSize && !mayHaveSupport(view) { return false }
        let existing = state.support.intrinsic[id]
        if existing == nil && !hasSize { return false }
        let entry = existing ?? IntrinsicSupport(view: view)
        var touched = false
        for axis in [Axis.horizontal, .vertical] {
            let value = axis == .horizontal ? size.width : size.height
            let dimension = axis == .horizontal ? view.widthAnchor : view.heightAnchor
            let wanted = value >= 0 && value <= InputValidation.maximumLength
            if value > InputValidation.maximumLength && entry.constraints[axis == .horizontal ? 0 : 2] == nil {
                view.refuse("the intrinsic content size", "\(value) is larger than \(NumberText.exact(InputValidation.maximumLength))")
            }
            let hug = view.contentHuggingPriority(for: axis), resist = view.contentCompressionResistancePriority(for: axis)
            let weight = view.intrinsicWeights[axis]
            for (slot, relation, priority) in [(0, LayoutRelation.lessThanOrEqual, hug), (1, .greaterThanOrEqual, resist)] {
                let key = (axis == .horizontal ? 0 : 2) + slot
                if !wanted {
                    if let old = entry.constraints[key] {
                        removeInternal(old)
                        entry.constraints[key] = nil
                        touched = true
                    }
                    continue
                }
                if let c = entry.constraints[key] {
                    if c.constant != value { c.constant = value; touched = true }
                    if c.storedPriority != priority || c.weight != weight {
                        c.storedPriority = priority
                        c.weight = weight
                        priorityChanged(c)
                        touched = true
                    }
                } else {
                    let c = LayoutConstraint(dimension, relation, nil, multiplier: 1, constant: value, origin: .intrinsicSize)
                    c.storedPriority = priority
                    c.weight = weight
                    c.builtInName =
                        axis == .horizontal
                        ? (slot == 0 ? .widthHugging : .widthCompression) : (slot == 0 ? .heightHugging : .heightCompression)
                    entry.constraints[key] = c
                    addInternal(c)
                    touched = true
                }
            }
        }
        if entry.constraints.contains(where: { $0 != nil }) {
            state.support.intrinsic[id] = entry
            view.layoutVariables.supportSerial = state.views.serial
        } else {
            state.support.intrinsic[id] = nil
        }
        return touched
    }

    /// Installs the constraints that define a system guide relative to its owning view.
    func installSupport(for guide: LayoutGuide) {
        guard guide.kind != .custom, let owner = guide.owningView,
            state.support.guides[ObjectIdentifier(guide)] == nil
        else { return }
        let constants = geometry.supportConstants(for: guide, owner: owner)
        var made = [
            LayoutConstraint(guide.leftAnchor, .equal, owner.leftAnchor, multiplier: 1, constant: constants[0], origin: .guide),
            LayoutConstraint(guide.topAnchor, .equal, owner.topAnchor, multiplier: 1, constant: constants[1], origin: .guide),
        ]
        if guide.kind != .scrollContent {
            made.append(
                LayoutConstraint(guide.widthAnchor, .equal, owner.widthAnchor, multiplier: 1, constant: constants[2], origin: .guide))
            made.append(
                LayoutConstraint(guide.heightAnchor, .equal, owner.heightAnchor, multiplier: 1, constant: constants[3], origin: .guide))
        }
        let names = ["left", "top", "width", "height"]
        for (i, c) in made.enumerated() { c.identifier = "\(guide.identifier)-\(names[i])" }
        let support = GuideSupport(guide: guide, constraints: made)
        state.support.guides[ObjectIdentifier(guide)] = support
        state.support.guideOrder.append(support)
        made.forEach { addInternal($0) }
    }
}

/// The views the engine treats specially (`View.engineRole`).
enum EngineRole {
    case plain, scrollView, label, stackView
}

/// The defining constraints of one system guide.
final class GuideSupport {
    private let handle: ItemHandle
    let constraints: [LayoutConstraint]

    init(guide: LayoutGuide, constraints: [LayoutConstraint]) {
        self.handle = guide.layoutVariables
        self.constraints = constraints
    }

    /// The guide, nil once it is gone (held as its handle, see `ItemHandle`).
    var guide: LayoutGuide? { handle.guide }
}

/// A view's intrinsic-size constraints: width hugging, width compression, height hugging,
/// height compression.
final class IntrinsicSupport {
    private let handle: ItemHandle
    var constraints = IntrinsicSlots()

    init(view: View) { self.handle = view.layoutVariables }

    /// The view, nil once it is gone (held as its handle, see `ItemHandle`).
    var view: View? { handle.view }

    var all: [LayoutConstraint] { constraints.compactMap { $0 } }
}
