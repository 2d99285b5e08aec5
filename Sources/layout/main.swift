// The `layout` command: render scene files, draw them as SVG, solve kernel constraint files.
// See Help.main for the commands; docs/scene-format.md for the scene format.

let arguments = Array(CommandLine.arguments.dropFirst())

switch arguments.first {
case nil:
    print(Help.main)  // no command: the help, and no files written
case "demo":
    DemoCommand.run(Array(arguments.dropFirst()))
case "render":
    RenderCommand.run(Array(arguments.dropFirst()))
case "check":
    CheckCommand.run(Array(arguments.dropFirst()))
case "solve":
    SolveCommand.run(Array(arguments.dropFirst()))
case "explain":
    ExplainCommand.run(Array(arguments.dropFirst()))
case "help":
    HelpCommand.run(Array(arguments.dropFirst()))
case "--help", "-h":
    print(Help.main)
case let option? where option.hasPrefix("-"):
    fail("layout: unknown option '\(option)'\nTry 'layout --help'.", .usage)
default:
    fail("layout: unknown command '\(arguments[0])'\nTry 'layout --help'.", .usage)
}
