import LayoutAnchors

/// One anchor found for a reference, with its axis.
enum ResolvedAnchor {
    case x(LayoutXAxisAnchor)
    case y(LayoutYAxisAnchor)
    case dimension(LayoutDimension)

    var axisName: String {
        switch self {
        case .x: return "X-axis"
        case .y: return "Y-axis"
        case .dimension: return "dimension"
        }
    }
}

/// Turns the names of an anchor expression (`scroll.contentLayoutGuide.top`) into the
/// hierarchy's views, guides and anchors, naming whatever it does not know.
struct AnchorResolver {
    let views: [String: View]
    let customGuides: [String: LayoutGuide]
    let window: Window

    /// The system guides by the names scene files may use; nil when the view has none of that name.
    static let guideNames: [String] = [
        "safeAreaLayoutGuide", "safeArea", "layoutMarginsGuide", "margins",
        "readableContentGuide", "readable", "keyboardLayoutGuide", "keyboard",
        "frameLayoutGuide", "contentLayoutGuide",
    ]

    static let attributeNames = [
        "leading", "trailing", "left", "right", "centerX", "top", "bottom", "centerY",
        "firstBaseline", "lastBaseline", "width", "height",
    ]

    /// The item (a View or a LayoutGuide) a dotted path names.
    func item(_ path: [String], offset: Int) throws(ExpressionError) -> AnyObject {
        let name = path[0]
        let base: AnyObject
        if name == "window" {
            base = window
        } else if let view = views[name] {
            base = view
        } else if let guide = customGuides[name] {
            base = guide
        } else {
            let known = (["window"] + views.keys.sorted() + customGuides.keys.sorted()).joined(separator: ", ")
            throw ExpressionError(message: "unknown view or guide '\(name)' (known: \(known))", offset: offset)
        }
        guard path.count > 1 else { return base }
        let guideOffset = offset + name.count + 1
        guard path.count == 2, let view = base as? View else {
            throw ExpressionError(message: "expected an attribute after '\(name)', found '\(path[1])'", offset: guideOffset)
        }
        if let guide = systemGuide(path[1], of: view) { return guide }
        let isScroll = view is ScrollView
        let names = AnchorResolver.guideNames.filter { isScroll || ($0 != "frameLayoutGuide" && $0 != "contentLayoutGuide") }
        let hint =
            !isScroll && (path[1] == "frameLayoutGuide" || path[1] == "contentLayoutGuide")
            ? "'\(name)' is not a scroll view, so it has no '\(path[1])'"
            : "unknown guide '\(path[1])' of '\(name)' (expected one of: \(names.joined(separator: ", ")))"
        throw ExpressionError(message: hint, offset: guideOffset)
    }

    private func systemGuide(_ name: String, of view: View) -> LayoutGuide? {
        switch name {
        case "safeAreaLayoutGuide", "safeArea": return view.safeAreaLayoutGuide
        case "layoutMarginsGuide", "margins": return view.layoutMarginsGuide
        case "readableContentGuide", "readable": return view.readableContentGuide
        case "keyboardLayoutGuide", "keyboard": return view.keyboardLayoutGuide
        case "frameLayoutGuide": return (view as? ScrollView)?.frameLayoutGuide
        case "contentLayoutGuide": return (view as? ScrollView)?.contentLayoutGuide
        default: return nil
        }
    }

    /// The anchor a reference names.
    func anchor(_ ref: AnchorExpression.Reference) throws(ExpressionError) -> ResolvedAnchor {
        let item = try self.item(ref.item, offset: ref.offset)
        var attribute = ref.attribute
        if attribute.hasSuffix("Anchor") { attribute.removeLast("Anchor".count) }
        let attributeOffset = ref.offset + ref.item.joined(separator: ".").count + 1
        if let view = item as? View {
            if let anchor = AnchorResolver.anchor(attribute, of: view) { return anchor }
        } else if let guide = item as? LayoutGuide {
            if let anchor = AnchorResolver.anchor(attribute, of: guide) { return anchor }
            if attribute == "firstBaseline" || attribute == "lastBaseline" {
                throw ExpressionError(message: "a layout guide has no '\(attribute)' anchor", offset: attributeOffset)
            }
        }
        throw ExpressionError(
            message: "unknown attribute '\(ref.attribute)' (expected one of: \(AnchorResolver.attributeNames.joined(separator: ", ")))",
            offset: attributeOffset)
    }

    private static func anchor(_ name: String, of v: View) -> ResolvedAnchor? {
        switch name {
        case "leading": return .x(v.leadingAnchor)
        case "trailing": return .x(v.trailingAnchor)
        case "left": return .x(v.leftAnchor)
        case "right": return .x(v.rightAnchor)
        case "centerX": return .x(v.centerXAnchor)
        case "top": return .y(v.topAnchor)
        case "bottom": return .y(v.bottomAnchor)
        case "centerY": return .y(v.centerYAnchor)
        case "firstBaseline": return .y(v.firstBaselineAnchor)
        case "lastBaseline": return .y(v.lastBaselineAnchor)
        case "width": return .dimension(v.widthAnchor)
        case "height": return .dimension(v.heightAnchor)
        default: return nil
        }
    }

    private static func anchor(_ name: String, of g: LayoutGuide) -> ResolvedAnchor? {
        switch name {
        case "leading": return .x(g.leadingAnchor)
        case "trailing": return .x(g.trailingAnchor)
        case "left": return .x(g.leftAnchor)
        case "right": return .x(g.rightAnchor)
        case "centerX": return .x(g.centerXAnchor)
        case "top": return .y(g.topAnchor)
        case "bottom": return .y(g.bottomAnchor)
        case "centerY": return .y(g.centerYAnchor)
        case "width": return .dimension(g.widthAnchor)
        case "height": return .dimension(g.heightAnchor)
        default: return nil
        }
    }
}
