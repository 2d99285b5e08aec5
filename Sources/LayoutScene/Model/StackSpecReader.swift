import LayoutAnchors

/// Reads the `stack` settings of a view of kind `stack`:
///
/// ```json
/// { "id": "column", "kind": "stack",
///   "stack": { "axis": "vertical", "spacing": 8, "alignment": "leading", "distribution": "fill",
///              "customSpacing": { "title": 16 }, "layoutMarginsRelative": true },
///   "subviews": [ { "id": "title", "kind": "label", "text": "Settings" } ] }
/// ```
enum StackSpecReader {
    static func read(_ r: inout JSONObjectReader, kind: ViewKind, id: String) throws(SceneError) -> StackSpec? {
        guard let v = r.member("stack") else { return kind == .stack ? StackSpec() : nil }
        guard kind == .stack else {
            throw SceneError(location: v.location, message: "'stack' needs \"kind\": \"stack\" (view '\(id)' is a \(kind.rawValue))")
        }
        var s = try JSONObjectReader(v, context: "the stack settings of '\(id)'")
        var spec = StackSpec()
        spec.axis = try s.choice("axis", EnumNames.axes) ?? .horizontal
        spec.distribution = try s.choice("distribution", EnumNames.distributions) ?? .fill
        spec.alignment = try s.choice("alignment", EnumNames.alignments) ?? .fill
        spec.spacing = try s.number("spacing") ?? 0
        spec.layoutMarginsRelative = try s.bool("layoutMarginsRelative") ?? false
        spec.baselineRelative = try s.bool("baselineRelative") ?? false
        if let custom = s.member("customSpacing") {
            guard case .object(let members) = custom.kind else {
                throw JSONObjectReader.mismatch(custom, expected: "an object {\"view\": spacing}", what: "the custom spacing of '\(id)'")
            }
            for member in members {
                let value = try JSONObjectReader.number(member.value, what: "the custom spacing after '\(member.key)'")
                spec.customSpacing.append((member.key, value))
            }
        }
        try s.rejectUnknownKeys()
        return spec
    }

    /// Custom spacing may only name the stack's own subviews (its arranged subviews).
    static func checkCustomSpacing(_ spec: ViewSpec, at location: SourceLocation) throws(SceneError) {
        guard let stack = spec.stack else { return }
        let children = Set(spec.subviews.map(\.id))
        for entry in stack.customSpacing where !children.contains(entry.view) {
            throw SceneError(
                location: location, message: "custom spacing names '\(entry.view)', which is not a subview of stack '\(spec.id)'")
        }
    }
}
