import LayoutAnchors

/// Reads the `list` settings of a `table` or `collection` view:
///
/// ```json
/// { "id": "inbox", "kind": "table",
///   "list": { "rows": { "template": "Message {i} from the design team", "count": 500 },
///             "style": "plain", "estimatedRowHeight": 44, "lines": 0, "font": "body" } }
/// ```
///
/// `rows` is a template and a count (`{i}` is the row number) or a list of texts. Tables also
/// take `rowHeight` (a number; omitted: self-sizing) and `style` (`plain`, `grouped`,
/// `insetGrouped`); collections take `itemSize` ([w, h]) and `scrollDirection`.
enum ListSpecReader {
    static let styles: [(String, TableView.Style)] = [("plain", .plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped)]
    static let directions: [(String, CollectionView.ScrollDirection)] = [("vertical", .vertical), ("horizontal", .horizontal)]
    /// The most rows a template may make (a scene file is a test fixture, not a data set).
    static let maximumRows = 1_000_000

    static func read(_ r: inout JSONObjectReader, kind: ViewKind, id: String) throws(SceneError) -> ListSpec? {
        let isList = kind == .table || kind == .collection
        guard let v = r.member("list") else { return isList ? ListSpec() : nil }
        guard isList else {
            throw SceneError(
                location: v.location, message: "'list' needs \"kind\": \"table\" or \"collection\" (view '\(id)' is a \(kind.rawValue))")
        }
        var s = try JSONObjectReader(v, context: "the list settings of '\(id)'")
        var spec = ListSpec()
        if let rows = s.member("rows") {
            if case .array(let items) = rows.kind {
                for item in items { spec.texts.append(try JSONObjectReader.string(item, what: "a row text of '\(id)'")) }
            } else {
                var t = try JSONObjectReader(rows, context: "the row template of '\(id)'")
                let template = try t.string("template") ?? "Row {i}"
                let count = try t.count("count", limit: maximumRows) ?? 0
                try t.rejectUnknownKeys()
                spec.texts = (0..<count).map { template.replacingAll("{i}", with: String($0)) }
            }
        }
        spec.numberOfLines = try s.count("lines", limit: Int(Int32.max)) ?? 0
        if let name = try s.string("font") {
            guard let style = EnumNames.textStyles.first(where: { $0.0 == name })?.1 else {
                throw SceneError(location: v.location, message: "unknown text style '\(name)' in the list of '\(id)'")
            }
            spec.font = .preferred(style)
        }
        spec.rowHeight = try s.number("rowHeight")
        spec.estimatedRowHeight = try s.number("estimatedRowHeight")
        spec.style = try s.choice("style", styles) ?? .plain
        if let size = s.member("itemSize") {
            spec.itemSize = try GeometryReading.size(size, what: "the item size of '\(id)'")
        }
        spec.scrollDirection = try s.choice("scrollDirection", directions) ?? .vertical
        try s.rejectUnknownKeys()
        return spec
    }
}

extension String {
    /// The string with every occurrence of `target` replaced (no Foundation in this module).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = "", rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
