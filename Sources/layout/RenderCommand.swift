import LayoutAnchors
import LayoutScene

/// `layout render SCENE [--svg OUT.svg] [--json] [--offset [ID=]X,Y] [--strict]`.
enum RenderCommand {
    static func run(_ arguments: [String]) {
        var scenePath: String?
        var svgPath: String?
        var json = false
        var strict = false
        var offset: (id: String?, point: Point)?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "-h", "--help":
                print(Help.render)
                return
            case "--json": json = true
            case "--strict": strict = true
            case "--svg":
                guard let path = rest.popFirst() else { usageError("--svg needs a file name", command: "render") }
                svgPath = path
            case "--offset":
                guard let value = rest.popFirst() else { usageError("--offset needs X,Y", command: "render") }
                guard let parsed = parseOffset(value) else {
                    usageError("--offset expects X,Y or ID=X,Y with numbers, found '\(value)'", command: "render")
                }
                offset = parsed
            default:
                if argument.hasPrefix("-") && argument != "-" { usageError("unknown option '\(argument)'", command: "render") }
                if scenePath != nil { usageError("only one scene file, found extra '\(argument)'", command: "render") }
                scenePath = argument
            }
        }
        guard let scenePath else { usageError("missing the scene file", command: "render") }
        let built = SceneLoading.load(scenePath)
        if let offset { apply(offset, to: built) }
        let report = RenderReport(built)
        print(json ? report.json : report.text)
        if let svgPath {
            Files.write(SceneSVG.render(built), to: svgPath)
            if !json { print("\nSVG written to \(svgPath)") }
        }
        if strict && !report.issues.isEmpty {
            fail("layout render: \(report.issues.count) layout issue(s) in \(scenePath) (--strict)", .badInput)
        }
    }

    private static func parseOffset(_ text: String) -> (String?, Point)? {
        var id: String?
        var coordinates = Substring(text)
        if let equals = text.firstIndex(of: "=") {
            id = String(text[..<equals])
            coordinates = text[text.index(after: equals)...]
        }
        let parts = coordinates.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else { return nil }
        return (id, Point(x: x, y: y))
    }

    private static func apply(_ offset: (id: String?, point: Point), to built: BuiltScene) {
        let target: ScrollView?
        if let id = offset.id {
            guard let view = built.views[id] else { fail("layout render: --offset: unknown view '\(id)'", .badInput) }
            guard let scroll = view as? ScrollView else { fail("layout render: --offset: '\(id)' is not a scroll view", .badInput) }
            target = scroll
        } else {
            target = built.scrollViews.first
        }
        guard let target else { fail("layout render: --offset: the scene has no scroll view", .badInput) }
        built.scroll(target, to: offset.point)
    }
}

/// Reading and building a scene file, exiting 1 with the error on bad input.
enum SceneLoading {
    static func load(_ path: String) -> BuiltScene {
        let text = Files.read(path)
        do {
            let scene = try SceneParser.parse(text, file: path == "-" ? "<stdin>" : path)
            return try SceneBuilder.build(scene, file: path)
        } catch {
            fail(error.description, .badInput)
        }
    }
}
