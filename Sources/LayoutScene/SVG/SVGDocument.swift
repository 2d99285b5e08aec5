/// A minimal SVG writer: elements appended in paint order, attributes escaped, numbers
/// printed without needless decimals.
public struct SVGDocument {
    /// The canvas width in user units.
    public var width: Double
    /// The canvas height in user units.
    public var height: Double
    private var body: [String] = []
    private var indent = 1

    /// An empty canvas.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Appends `<name attributes/>`; attributes keep their order, nil values are left out.
    /// With a `title`, the element holds a `<title>` that viewers show on hover, on the same line.
    public mutating func element(_ name: String, _ attributes: [(String, String?)], title: String? = nil) {
        let start = String(repeating: "  ", count: indent) + "<\(name)\(Self.attributes(attributes))"
        if let title {
            body.append(start + "><title>\(Self.escape(title))</title></\(name)>")
        } else {
            body.append(start + "/>")
        }
    }

    /// Appends `<text attributes>content</text>`.
    public mutating func text(_ content: String, _ attributes: [(String, String?)]) {
        body.append(String(repeating: "  ", count: indent) + "<text\(Self.attributes(attributes))>\(Self.escape(content))</text>")
    }

    /// Opens a `<g>` (or other container) element; close it with `close`.
    public mutating func open(_ name: String, _ attributes: [(String, String?)]) {
        body.append(String(repeating: "  ", count: indent) + "<\(name)\(Self.attributes(attributes))>")
        indent += 1
    }

    /// Closes the innermost element opened with `open`.
    public mutating func close(_ name: String) {
        indent -= 1
        body.append(String(repeating: "  ", count: indent) + "</\(name)>")
    }

    /// The whole document.
    public var text: String {
        let header =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" font-family=\"Helvetica, Arial, sans-serif\">"
        return ([header] + body + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    /// A number for an attribute.
    public static func number(_ value: Double) -> String { NumberFormatting.format(value) }

    /// Escapes `&`, `<`, `>` and `"`.
    public static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    private static func attributes(_ list: [(String, String?)]) -> String {
        list.compactMap { key, value in value.map { " \(key)=\"\(escape($0))\"" } }.joined()
    }
}
