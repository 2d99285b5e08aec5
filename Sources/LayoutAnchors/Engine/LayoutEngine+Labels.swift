/// Height-for-width of wrapping labels, driven by the variables the solver changed.
extension LayoutEngine {
    /// Measures again each wrapping label whose solved width changed since it was last
    /// measured; true when an intrinsic-size constraint changed. Only the changed variables are
    /// visited (text, font and text size changes mark the label dirty instead), so scrolling
    /// past a thousand labels measures none of them and visits none of them.
    func rewrapLabelsWhoseWidthChanged() -> Bool {
        guard !labels.isEmpty else { return false }
        var touched = false
        for variable in changedVariables {
            guard let ref = itemsByVariable.lookup(variable), !ref.isOrigin else { continue }
            let view = ref.view
            guard variable === view.layoutVariables.width, let label = view as? Label, label.numberOfLines != 1,
                let entry = labels[ObjectIdentifier(label)]
            else { continue }
            let width = variable.value
            guard width != entry.measuredWidth else { continue }
            entry.measuredWidth = width
            if refreshIntrinsic(of: label) { touched = true }
        }
        return touched
    }
}
