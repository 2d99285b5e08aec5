import LayoutAnchors

/// Copies a `ViewSpec`'s settings onto a freshly made view.
enum ViewConfiguration {
    static func apply(_ spec: ViewSpec, to view: View) {
        view.translatesAutoresizingMaskIntoConstraints = spec.translatesAutoresizingMask
        if let frame = spec.frame { view.frame = frame }
        if let size = spec.intrinsicSize { view.intrinsicContentSize = size }
        if let margins = spec.margins { view.layoutMargins = margins }
        if let margins = spec.directionalMargins { view.directionalLayoutMargins = margins }
        if let flag = spec.insetsLayoutMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = flag }
        if let flag = spec.preservesSuperviewLayoutMargins { view.preservesSuperviewLayoutMargins = flag }
        if let p = spec.hugging.horizontal { view.setContentHuggingPriority(LayoutPriority(p), for: .horizontal) }
        if let p = spec.hugging.vertical { view.setContentHuggingPriority(LayoutPriority(p), for: .vertical) }
        if let p = spec.compressionResistance.horizontal {
            view.setContentCompressionResistancePriority(LayoutPriority(p), for: .horizontal)
        }
        if let p = spec.compressionResistance.vertical { view.setContentCompressionResistancePriority(LayoutPriority(p), for: .vertical) }
        if let label = view as? Label, let l = spec.label {
            label.text = l.text
            label.numberOfLines = l.numberOfLines
            label.font = l.font
            label.preferredMaxLayoutWidth = l.preferredMaxLayoutWidth
        }
        view.isHidden = spec.isHidden
        if let stack = view as? StackView, let s = spec.stack {
            stack.axis = s.axis
            stack.distribution = s.distribution
            stack.alignment = s.alignment
            stack.spacing = s.spacing
            stack.isLayoutMarginsRelativeArrangement = s.layoutMarginsRelative
            stack.isBaselineRelativeArrangement = s.baselineRelative
        }
        if let scroll = view as? ScrollView, let s = spec.scroll {
            scroll.contentInset = s.contentInset
            scroll.contentInsetAdjustmentBehavior = s.adjustmentBehavior
            scroll.alwaysBounceVertical = s.alwaysBounceVertical
            scroll.alwaysBounceHorizontal = s.alwaysBounceHorizontal
        }
    }
}
