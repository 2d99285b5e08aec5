import LayoutAnchors
import LayoutScene

/// The engine's own diagnostics as findings: broken and refused constraints (from
/// `layoutIssues`) and ambiguous frames and scrollable content sizes.
extension CheckContext {
    mutating func checkConstraints() {
        let writer = ConstraintText(name: ViewNaming.itemName)
        for issue in window.layoutIssues {
            guard let constraint = issue.constraint else { continue }
            let owner = (constraint.firstItem as? View) ?? (constraint.firstItem as? LayoutGuide)?.owningView
            let name = owner.map(ViewNaming.name(of:)) ?? ViewNaming.itemName(constraint.firstItem)
            switch issue.kind {
            case .unsatisfiable:
                let conflicts = issue.conflictingConstraints.map { writer.expression($0) }.joined(separator: "; ")
                report(
                    .unsatisfiable, name: name,
                    "Unable to simultaneously satisfy constraints: broke \(writer.expression(constraint)), which conflicts with \(conflicts)"
                )
            case .invalidConstraint:
                report(
                    .unsatisfiable, name: name, "refused constraint \(writer.expression(constraint)): \(firstLine(of: issue.description))")
            case .ambiguousLayout:
                continue  // covered below, per view, with stable names
            }
        }
        guard isOn(.ambiguous) else { return }
        for view in visibleViews {
            if !view.translatesAutoresizingMaskIntoConstraints && view.hasAmbiguousLayout {
                report(.ambiguous, view, "ambiguous layout: constraints do not determine its frame")
            }
            // Tables and collection views size their content from their rows: no constraint
            // is meant to determine their content guide.
            if let scroll = view as? ScrollView, !(scroll is TableView || scroll is CollectionView),
                scroll.contentLayoutGuide.hasAmbiguousLayout
            {
                report(.ambiguous, view, "scrollable content size is ambiguous: constraints do not determine its contentLayoutGuide")
            }
        }
    }

    private func firstLine(of text: String) -> String {
        String(text.split(separator: "\n").first ?? "")
    }
}
