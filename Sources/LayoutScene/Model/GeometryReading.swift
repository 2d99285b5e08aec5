import LayoutAnchors

/// Reading sizes, points, rectangles and insets, each either as an array of numbers or as an
/// object with named fields.
enum GeometryReading {
    static func numbers(_ v: JSONValue, count: Int, names: [String], what: String) throws(SceneError) -> [Double] {
        switch v.kind {
        case .array(let items):
            guard items.count == count else {
                throw SceneError(
                    location: v.location,
                    message: "expected \(count) numbers [\(names.joined(separator: ", "))] for \(what), found \(items.count)")
            }
            var result: [Double] = []
            for item in items { result.append(try JSONObjectReader.number(item, what: what)) }
            return result
        case .object:
            var reader = try JSONObjectReader(v, context: what)
            var result: [Double] = []
            for name in names {
                guard let n = try reader.number(name) else {
                    throw SceneError(location: v.location, message: "missing '\(name)' in \(what)")
                }
                result.append(n)
            }
            try reader.rejectUnknownKeys()
            return result
        default:
            throw JSONObjectReader.mismatch(v, expected: "[\(names.joined(separator: ", "))] or an object", what: what)
        }
    }

    static func size(_ v: JSONValue, what: String) throws(SceneError) -> Size {
        let n = try numbers(v, count: 2, names: ["width", "height"], what: what)
        return Size(width: n[0], height: n[1])
    }

    static func point(_ v: JSONValue, what: String) throws(SceneError) -> Point {
        let n = try numbers(v, count: 2, names: ["x", "y"], what: what)
        return Point(x: n[0], y: n[1])
    }

    static func rect(_ v: JSONValue, what: String) throws(SceneError) -> Rect {
        let n = try numbers(v, count: 4, names: ["x", "y", "width", "height"], what: what)
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// A number (all four sides) or an object with any of top/left/bottom/right.
    static func insets(_ v: JSONValue, what: String) throws(SceneError) -> EdgeInsets {
        if case .number(let n) = v.kind { return EdgeInsets(top: n, left: n, bottom: n, right: n) }
        var reader = try JSONObjectReader(v, context: what)
        let insets = EdgeInsets(
            top: try reader.number("top") ?? 0, left: try reader.number("left") ?? 0,
            bottom: try reader.number("bottom") ?? 0, right: try reader.number("right") ?? 0)
        try reader.rejectUnknownKeys()
        return insets
    }

    /// A number (all four sides) or an object with any of top/leading/bottom/trailing.
    static func directionalInsets(_ v: JSONValue, what: String) throws(SceneError) -> DirectionalEdgeInsets {
        if case .number(let n) = v.kind { return DirectionalEdgeInsets(top: n, leading: n, bottom: n, trailing: n) }
        var reader = try JSONObjectReader(v, context: what)
        let insets = DirectionalEdgeInsets(
            top: try reader.number("top") ?? 0, leading: try reader.number("leading") ?? 0,
            bottom: try reader.number("bottom") ?? 0, trailing: try reader.number("trailing") ?? 0)
        try reader.rejectUnknownKeys()
        return insets
    }

    /// `[horizontal, vertical]` priorities, either may be null.
    static func priorityPair(_ v: JSONValue, what: String) throws(SceneError) -> (Float?, Float?) {
        guard case .array(let items) = v.kind, items.count == 2 else {
            throw JSONObjectReader.mismatch(v, expected: "[horizontal, vertical]", what: what)
        }
        var pair: [Float?] = []
        for item in items {
            if case .null = item.kind { pair.append(nil) } else { pair.append(Float(try JSONObjectReader.number(item, what: what))) }
        }
        return (pair[0], pair[1])
    }
}
