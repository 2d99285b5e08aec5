import LayoutAnchors
import LayoutScene

/// The state one environment's checks share: the laid-out window, the options, and the
/// findings so far.
struct CheckContext {
    let window: Window
    let environment: LayoutEnvironment
    let options: CheckOptions
    private(set) var findings: [Finding] = []

    init(window: Window, environment: LayoutEnvironment, options: CheckOptions) {
        self.window = window
        self.environment = environment
        self.options = options
    }

    /// Half a pixel: edges closer than this are the same edge after pixel rounding.
    var geometryTolerance: Double { 0.5 / window.displayScale }
    /// One pixel: a label's frame may be up to a pixel smaller than its text after rounding.
    var textTolerance: Double { 1 / window.displayScale }

    /// Whether a check is on.
    func isOn(_ kind: CheckKind) -> Bool { options.checks.contains(kind) }

    /// Records a finding unless its check is off or it is waived.
    mutating func report(_ kind: CheckKind, _ view: View, _ message: String) {
        guard isOn(kind) else { return }
        let explanation = [Axis.horizontal, .vertical].map { view.explainLayout($0).description }.joined(separator: "\n")
        report(kind, name: ViewNaming.name(of: view), message, explanation: explanation)
    }

    /// Records a finding about a named item.
    mutating func report(_ kind: CheckKind, name: String, _ message: String, explanation: String? = nil) {
        guard isOn(kind) else { return }
        let finding = Finding(kind: kind, view: name, message: message, environment: environment.name, explanation: explanation)
        if !options.isWaived(finding) && !findings.contains(finding) { findings.append(finding) }
    }

    /// Every visible view under the window (the window itself excluded), depth first; hidden
    /// views and their subtrees are skipped.
    var visibleViews: [View] {
        var result: [View] = []
        func visit(_ view: View) {
            for child in view.subviews where !child.isHidden {
                result.append(child)
                visit(child)
            }
        }
        visit(window)
        return result
    }

    /// The nearest scroll view above `view`, if any.
    func enclosingScrollView(of view: View) -> ScrollView? {
        var current = view.superview
        while let candidate = current {
            if let scroll = candidate as? ScrollView { return scroll }
            current = candidate.superview
        }
        return nil
    }

    /// A number as reports print it.
    func n(_ value: Double) -> String { NumberFormatting.format(value) }
}
