import LayoutScene
import LayoutTesting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `layout check SCENE [--matrix NAME] [--json] [--shard i/n]`: the scene on every device,
/// orientation, text size and direction of a matrix. Exit 0 clean, 1 findings, 2 bad scene
/// or bad usage.
enum CheckCommand {
    static func run(_ arguments: [String]) {
        var scenePath: String?
        var matrixName = "allPhones"
        var json = false
        var shard = Shard.all
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "-h", "--help":
                print(Help.check)
                return
            case "--json": json = true
            case "--matrix":
                guard let name = rest.popFirst() else { usageError("--matrix needs a name", command: "check") }
                matrixName = name
            case "--shard":
                guard let value = rest.popFirst(), let parsed = Shard(parsing: value) else {
                    usageError("--shard expects i/n with 1 <= i <= n", command: "check")
                }
                shard = parsed
            default:
                if argument.hasPrefix("-") && argument != "-" { usageError("unknown option '\(argument)'", command: "check") }
                if scenePath != nil { usageError("only one scene file, found extra '\(argument)'", command: "check") }
                scenePath = argument
            }
        }
        guard let scenePath else { usageError("missing the scene file", command: "check") }
        guard let matrix = LayoutMatrix.named(matrixName) else {
            let names = LayoutMatrix.named.map(\.name).joined(separator: ", ")
            usageError("unknown matrix '\(matrixName)' (known: \(names))", command: "check")
        }
        if scenePath != "-" && !Files.isReadable(scenePath) {
            fail("layout check: cannot read '\(scenePath)': no such file or not readable", .usage)   // status 2: a bad scene
        }
        let report: LayoutReport
        do {
            let file = scenePath == "-" ? "<stdin>" : scenePath
            let scene = try SceneParser.parse(Files.read(scenePath), file: file)
            report = try SceneCheck.run(scene, file: file, matrix: matrix, shard: shard)
        } catch {
            fail(error.description, .usage)   // status 2: a bad scene
        }
        print(json ? report.json : report.summary)
        exit(report.isClean ? 0 : 1)
    }
}
