import LayoutAnchors

/// Reads scene files (JSON, see `docs/scene-format.md`) into a `Scene`. Every error carries the
/// file, line and column and says what was expected; nothing is built until the whole file has
/// been read.
///
/// ```swift
/// let scene = try SceneParser.parse(text, file: "forecast.json")
/// ```
public enum SceneParser {
    /// Parses scene text. `file` is used in error messages only.
    public static func parse(_ text: String, file: String = "") throws(SceneError) -> Scene {
        do {
            let json = try JSONParser.parse(text)
            return try readScene(json, defaultTitle: file)
        } catch {
            throw error.inFile(file)
        }
    }

    private static func readScene(_ json: JSONValue, defaultTitle: String) throws(SceneError) -> Scene {
        var reader = try JSONObjectReader(json, context: "the scene")
        let title = try reader.string("title") ?? defaultTitle
        _ = try reader.string("notes")
        guard let windowValue = reader.member("window") else {
            throw SceneError(location: json.location, message: "missing 'window' in the scene (expected {\"size\": [width, height]})")
        }
        let window = try readWindow(windowValue)
        var controller = ControllerSpec()
        if let c = reader.member("controller") { controller = try readController(c) }
        guard let rootValue = reader.member("root") else {
            throw SceneError(location: json.location, message: "missing 'root' in the scene (expected the root view object)")
        }
        let root = try readView(rootValue, isRoot: true)
        var metrics: [String: Double] = [:]
        if let m = reader.member("metrics") {
            guard case .object(let members) = m.kind else { throw JSONObjectReader.mismatch(m, expected: "an object", what: "'metrics'") }
            for member in members { metrics[member.key] = try JSONObjectReader.number(member.value, what: "metric '\(member.key)'") }
        }
        var constraints: [ConstraintSpec] = []
        for item in try reader.array("constraints") ?? [] { constraints.append(try readConstraint(item)) }
        try reader.rejectUnknownKeys()
        let scene = Scene(title: title, window: window, controller: controller, root: root, metrics: metrics, constraints: constraints)
        try checkUniqueNames(scene)
        return scene
    }

    private static func readWindow(_ v: JSONValue) throws(SceneError) -> WindowSpec {
        var r = try JSONObjectReader(v, context: "the window")
        guard let sizeValue = r.member("size") else {
            throw SceneError(location: v.location, message: "missing 'size' in the window (expected [width, height])")
        }
        var spec = WindowSpec(size: try GeometryReading.size(sizeValue, what: "the window size"))
        if let s = r.member("safeArea") { spec.safeArea = try GeometryReading.insets(s, what: "the window safe area") }
        spec.direction = try r.choice("direction", EnumNames.directions) ?? .leftToRight
        spec.contentSizeCategory = try r.choice("contentSizeCategory", EnumNames.categories) ?? .large
        spec.displayScale = try r.number("displayScale") ?? 2
        if let k = r.member("keyboard") {
            if case .number(let height) = k.kind {
                spec.keyboardFrame = Rect(x: 0, y: spec.size.height - height, width: spec.size.width, height: height)
            } else {
                spec.keyboardFrame = try GeometryReading.rect(k, what: "the keyboard frame")
            }
        }
        try r.rejectUnknownKeys()
        return spec
    }

    private static func readController(_ v: JSONValue) throws(SceneError) -> ControllerSpec {
        var r = try JSONObjectReader(v, context: "the controller")
        var spec = ControllerSpec()
        if let a = r.member("additionalSafeAreaInsets") {
            spec.additionalSafeAreaInsets = try GeometryReading.insets(a, what: "additionalSafeAreaInsets")
        }
        spec.respectsSystemMinimumLayoutMargins = try r.bool("respectsSystemMinimumLayoutMargins") ?? true
        try r.rejectUnknownKeys()
        return spec
    }

    private static func readView(_ v: JSONValue, isRoot: Bool) throws(SceneError) -> ViewSpec {
        var r = try JSONObjectReader(v, context: "a view")
        guard let id = try r.string("id") else {
            throw SceneError(location: v.location, message: "missing 'id' in a view (every view needs a name for constraints)")
        }
        try checkName(id, at: v.location)
        r = try JSONObjectReader(v, context: "view '\(id)'")
        _ = try r.string("id")
        var spec = ViewSpec(id: id, kind: try r.choice("kind", EnumNames.kinds) ?? .view, location: v.location)
        spec.translatesAutoresizingMask = try r.bool("translatesAutoresizingMask") ?? isRoot
        if let f = r.member("frame") { spec.frame = try GeometryReading.rect(f, what: "the frame of '\(id)'") }
        if let s = r.member("intrinsicSize") { spec.intrinsicSize = try intrinsicSize(s, id: id) }
        if let m = r.member("margins") { spec.margins = try GeometryReading.insets(m, what: "the margins of '\(id)'") }
        if let m = r.member("directionalMargins") {
            spec.directionalMargins = try GeometryReading.directionalInsets(m, what: "the directional margins of '\(id)'")
        }
        spec.insetsLayoutMarginsFromSafeArea = try r.bool("insetsLayoutMarginsFromSafeArea")
        spec.preservesSuperviewLayoutMargins = try r.bool("preservesSuperviewLayoutMargins")
        if let h = r.member("hugging") { spec.hugging = try GeometryReading.priorityPair(h, what: "the hugging of '\(id)'") }
        if let c = r.member("compressionResistance") {
            spec.compressionResistance = try GeometryReading.priorityPair(c, what: "the compression resistance of '\(id)'")
        }
        spec.label = try readLabel(&r, kind: spec.kind, id: id, at: v.location)
        spec.scroll = try readScroll(&r, kind: spec.kind, id: id)
        spec.stack = try StackSpecReader.read(&r, kind: spec.kind, id: id)
        spec.list = try ListSpecReader.read(&r, kind: spec.kind, id: id)
        spec.isHidden = try r.bool("hidden") ?? false
        for g in try r.array("guides") ?? [] {
            let name = try JSONObjectReader.string(g, what: "a guide name of '\(id)'")
            try checkName(name, at: g.location)
            spec.guides.append(name)
        }
        for s in try r.array("subviews") ?? [] { spec.subviews.append(try readView(s, isRoot: false)) }
        try r.rejectUnknownKeys()
        try StackSpecReader.checkCustomSpacing(spec, at: v.location)
        return spec
    }

    private static func intrinsicSize(_ v: JSONValue, id: String) throws(SceneError) -> Size {
        guard case .array(let items) = v.kind, items.count == 2 else {
            throw JSONObjectReader.mismatch(v, expected: "[width, height] (null for none)", what: "the intrinsic size of '\(id)'")
        }
        var n: [Double] = []
        for item in items {
            if case .null = item.kind {
                n.append(View.noIntrinsicMetric)
            } else {
                n.append(try JSONObjectReader.number(item, what: "the intrinsic size of '\(id)'"))
            }
        }
        return Size(width: n[0], height: n[1])
    }

    private static func readLabel(_ r: inout JSONObjectReader, kind: ViewKind, id: String, at location: SourceLocation) throws(SceneError)
        -> LabelSpec?
    {
        let text = try r.string("text"), lines = try r.count("lines", limit: Int(Int32.max)), font = r.member("font")
        let maxWidth = try r.number("preferredMaxLayoutWidth")
        guard kind == .label else {
            if text != nil || lines != nil || font != nil || maxWidth != nil {
                throw SceneError(
                    location: location,
                    message:
                        "'text', 'lines', 'font' and 'preferredMaxLayoutWidth' need \"kind\": \"label\" (view '\(id)' is a \(kind.rawValue))"
                )
            }
            return nil
        }
        var spec = LabelSpec(text: text ?? "", numberOfLines: lines ?? 1, preferredMaxLayoutWidth: maxWidth ?? 0)
        if let font {
            switch font.kind {
            case .number(let size): spec.font = .system(size: size)
            case .string(let name):
                guard let style = EnumNames.textStyles.first(where: { $0.0 == name })?.1 else {
                    let names = EnumNames.textStyles.map { $0.0 }.joined(separator: ", ")
                    throw SceneError(
                        location: font.location, message: "unknown text style '\(name)' (expected a point size or one of: \(names))")
                }
                spec.font = .preferred(style)
            default: throw JSONObjectReader.mismatch(font, expected: "a point size or a text style name", what: "the font of '\(id)'")
            }
        }
        return spec
    }

    private static func readScroll(_ r: inout JSONObjectReader, kind: ViewKind, id: String) throws(SceneError) -> ScrollSpec? {
        guard let v = r.member("scroll") else { return kind == .scrollView ? ScrollSpec() : nil }
        guard kind == .scrollView else {
            throw SceneError(location: v.location, message: "'scroll' needs \"kind\": \"scrollView\" (view '\(id)' is a \(kind.rawValue))")
        }
        var s = try JSONObjectReader(v, context: "the scroll settings of '\(id)'")
        var spec = ScrollSpec()
        if let i = s.member("contentInset") { spec.contentInset = try GeometryReading.insets(i, what: "the content inset of '\(id)'") }
        if let o = s.member("contentOffset") { spec.contentOffset = try GeometryReading.point(o, what: "the content offset of '\(id)'") }
        spec.adjustmentBehavior = try s.choice("contentInsetAdjustmentBehavior", EnumNames.adjustments) ?? .automatic
        spec.alwaysBounceVertical = try s.bool("alwaysBounceVertical") ?? false
        spec.alwaysBounceHorizontal = try s.bool("alwaysBounceHorizontal") ?? false
        try s.rejectUnknownKeys()
        return spec
    }

    private static func readConstraint(_ v: JSONValue) throws(SceneError) -> ConstraintSpec {
        if case .string(let text) = v.kind {
            let isVFL = text.hasPrefix("H:") || text.hasPrefix("V:")
            return ConstraintSpec(
                form: isVFL ? .visualFormat([]) : .anchor, text: text, textLocation: v.location.advanced(by: 1),
                textColumns: v.stringColumns)
        }
        var r = try JSONObjectReader(v, context: "a constraint")
        if let vfl = r.member("vfl") {
            let text = try JSONObjectReader.string(vfl, what: "'vfl'")
            var options = FormatOptions()
            for o in try r.array("options") ?? [] {
                let name = try JSONObjectReader.string(o, what: "a VFL option")
                guard let option = EnumNames.formatOptions.first(where: { $0.0 == name })?.1 else {
                    let names = EnumNames.formatOptions.map { $0.0 }.joined(separator: ", ")
                    throw SceneError(location: o.location, message: "unknown VFL option '\(name)' (expected one of: \(names))")
                }
                options.insert(option)
            }
            try r.rejectUnknownKeys()
            return ConstraintSpec(
                form: .visualFormat(options), text: text, textLocation: vfl.location.advanced(by: 1), textColumns: vfl.stringColumns)
        }
        guard let expression = r.member("anchor") else {
            throw SceneError(
                location: v.location,
                message: "expected a constraint: a string, {\"anchor\": \"...\", \"id\": \"...\"} or {\"vfl\": \"...\", \"options\": [...]}"
            )
        }
        let text = try JSONObjectReader.string(expression, what: "'anchor'")
        let identifier = try r.string("id")
        try r.rejectUnknownKeys()
        return ConstraintSpec(
            form: .anchor, text: text, textLocation: expression.location.advanced(by: 1),
            textColumns: expression.stringColumns, identifier: identifier)
    }

    private static func checkName(_ name: String, at location: SourceLocation) throws(SceneError) {
        guard let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else {
            throw SceneError(
                location: location, message: "'\(name)' is not a valid name (expected letters, digits and '_', not starting with a digit)")
        }
        if name == "window" { throw SceneError(location: location, message: "'window' is reserved for the window itself") }
    }

    private static func checkUniqueNames(_ scene: Scene) throws(SceneError) {
        var seen: [String: SourceLocation] = [:]
        for view in scene.allViews {
            for name in [view.id] + view.guides {
                if let first = seen[name] {
                    throw SceneError(location: view.location, message: "the name '\(name)' is used twice (first at \(first))")
                }
                seen[name] = view.location
            }
        }
    }
}
