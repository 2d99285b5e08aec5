import LayoutAnchors

/// Which checks `LayoutCheck` runs and which findings it waives.
///
/// ```swift
/// var options = CheckOptions()
/// options.checks.insert(.smallTapTarget)
/// options.waive(.clipped, for: "badge")   // the badge overhangs its card on purpose
/// ```
public struct CheckOptions: Sendable {
    /// The checks to run (default: `CheckKind.defaults`).
    public var checks: Set<CheckKind>
    /// Waived findings: view name (identifier or type path, as findings print it) to the kinds
    /// waived for it; an empty set waives every kind.
    public var waivers: [String: Set<CheckKind>]
    /// Which views are tap targets for `.smallTapTarget`. Default: leaf views other than labels
    /// and scroll views that have an intrinsic content size on both axes (what buttons,
    /// switches and text fields are).
    public var isTapTarget: @Sendable (View) -> Bool
    /// The smallest tap target side (HIG: 44 pt).
    public var minimumTapTargetSide: Double

    /// The default checks, no waivers.
    public init(checks: Set<CheckKind> = CheckKind.defaults, waivers: [String: Set<CheckKind>] = [:]) {
        self.checks = checks
        self.waivers = waivers
        self.isTapTarget = CheckOptions.looksLikeControl
        self.minimumTapTargetSide = 44
    }

    /// Waives `kind` (or, with nil, every kind) for the view named `view`.
    public mutating func waive(_ kind: CheckKind? = nil, for view: String) {
        if let kind {
            if waivers[view]?.isEmpty == true { return }
            waivers[view, default: []].insert(kind)
        } else {
            waivers[view] = []
        }
    }

    /// Whether a finding is waived.
    public func isWaived(_ finding: Finding) -> Bool {
        guard let kinds = waivers[finding.view] else { return false }
        return kinds.isEmpty || kinds.contains(finding.kind)
    }

    /// The default tap target test.
    public static let looksLikeControl: @Sendable (View) -> Bool = { view in
        guard view.subviews.isEmpty, !(view is Label), !(view is ScrollView) else { return false }
        let size = view.intrinsicContentSize
        return size.width != View.noIntrinsicMetric && size.height != View.noIntrinsicMetric && size.width > 0 && size.height > 0
    }
}
