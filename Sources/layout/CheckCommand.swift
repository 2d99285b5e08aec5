import LayoutScene
import LayoutTesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `layout check SCENE [--matrix NAME] [--checks LIST] [--json] [--shard i/n]`: the scene on every device,
/// orientation, text size and direction of a matrix. Exit 0 clean, 1 findings, 2 bad scene
/// or bad usage.
enum CheckCommand {
    static func run(_ arguments: [String]) {
        var scenePath: String?
        var matrixName = "allPhones"
        var json = false
        var shard = Shard.all
        var options = CheckOptions()
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
            case "--checks":
                guard let value = rest.popFirst(), let checks = parseChecks(value) else {
                    let names = CheckKind.allCases.map(\.rawValue).joined(separator: ",")
                    usageError("--checks expects 'all', 'default' or a comma-separated list of \(names)", command: "check")
                }
                options.checks = checks
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
            fail("layout check: cannot read '\(scenePath)': no such file or not readable", .usage)  // status 2: a bad scene
        }
        let report: LayoutReport
        do {
            let file = scenePath == "-" ? "<stdin>" : scenePath
            let scene = try SceneParser.parse(Files.read(scenePath), file: file)
            report = try SceneCheck.run(scene, file: file, matrix: matrix, options: options, shard: shard)
        } catch {
            fail(error.description, .usage)  // status 2: a bad scene
        }
        print(json ? report.json : report.summary)
        exit(report.isClean ? 0 : 1)
    }

    /// `all`, `default`, or kinds by name separated by commas.
    private static func parseChecks(_ text: String) -> Set<CheckKind>? {
        if text == "all" { return Set(CheckKind.allCases) }
        if text == "default" { return CheckKind.defaults }
        var kinds: Set<CheckKind> = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let kind = CheckKind(rawValue: String(name)) else { return nil }
            kinds.insert(kind)
        }
        return kinds
    }
}
