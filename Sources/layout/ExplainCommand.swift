import LayoutAnchors
import LayoutScene

/// `layout explain SCENE VIEW [--axis horizontal|vertical]`: why a view's frame is where it is.
enum ExplainCommand {
    static func run(_ arguments: [String]) {
        var paths: [String] = []
        var axes: [Axis] = [.horizontal, .vertical]
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help":
                print(Help.explain)
                return
            case "--axis":
                index += 1
                guard index < arguments.count else { usageError("--axis needs horizontal or vertical", command: "explain") }
                switch arguments[index] {
                case "horizontal", "h", "x": axes = [.horizontal]
                case "vertical", "v", "y": axes = [.vertical]
                default: usageError("--axis takes horizontal or vertical, not '\(arguments[index])'", command: "explain")
                }
            default:
                if argument.hasPrefix("-") && argument != "-" { usageError("unknown option '\(argument)'", command: "explain") }
                paths.append(argument)
            }
            index += 1
        }
        guard paths.count == 2 else {
            usageError(paths.isEmpty ? "missing the scene file and the view" : "missing the view (its id in the scene)", command: "explain")
        }
        let built = SceneLoading.load(paths[0])
        guard let view = built.views[paths[1]] else {
            let known = built.views.keys.sorted().joined(separator: ", ")
            fail("layout explain: no view '\(paths[1])' in \(paths[0]) (known: \(known))", .badInput)
        }
        print(axes.map { view.explainLayout($0).description }.joined(separator: "\n\n"))
    }
}
