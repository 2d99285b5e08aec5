import LayoutScene

/// `layout demo [DIR]`: renders every example scene to SVG and prints a one-screen summary.
enum DemoCommand {
    static func run(_ arguments: [String]) {
        var directory: String?
        for argument in arguments {
            switch argument {
            case "-h", "--help":
                print(Help.demo)
                return
            default:
                if argument.hasPrefix("-") { usageError("unknown option '\(argument)'", command: "demo") }
                if directory != nil { usageError("only one output directory, found extra '\(argument)'", command: "demo") }
                directory = argument
            }
        }
        let output = directory ?? "layout-demo-output"
        guard let examples = Files.examplesDirectory(), let scenes = Files.sceneFiles(in: examples) else {
            fail("layout demo: no example scenes found (looked for Examples/*.json)", .badInput)
        }
        print("Rendering \(scenes.count) example scenes from \(examples) into \(output)/")
        var failures = 0
        for path in scenes {
            let name = Files.baseName(path)
            do {
                let scene = try SceneParser.parse(Files.read(path), file: path)
                let built = try SceneBuilder.build(scene, file: path)
                let svg = output + "/" + name + ".svg"
                Files.write(SceneSVG.render(built), to: svg)
                print(summary(name: name, report: RenderReport(built)))
            } catch {
                failures += 1
                printError(error.description)
            }
        }
        print("")
        runKernelDemo()
        print("")
        print("Open the SVGs in a browser; 'layout render Examples/NAME.json' prints a scene's full trace.")
        if failures > 0 { fail("layout demo: \(failures) scene(s) failed", .badInput) }
    }

    private static func summary(name: String, report: RenderReport) -> String {
        let padded = name.count < 30 ? name + String(repeating: " ", count: 30 - name.count) : name
        let scrolls = report.scrollViews.map { s in "content \(format(s.contentSize[0]))x\(format(s.contentSize[1]))" }
        let kinds = report.issues.map { $0.kind == "ambiguousLayout" ? "ambiguous" : $0.kind }
        let issues = report.issues.isEmpty ? "no issues" : "issues: " + kinds.joined(separator: ", ")
        let ambiguous = report.views.contains { $0.ambiguous } ? ", AMBIGUOUS" : ""
        return "  \(padded) \(report.views.count - 1) views, \(([] + scrolls).joined(separator: ", ")), \(issues)\(ambiguous)"
    }

    private static func format(_ value: Double) -> String { NumberFormatting.format(value) }
}
