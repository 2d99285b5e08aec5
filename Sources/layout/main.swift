// The `layout` command: render scene files, draw them as SVG, solve kernel constraint files.
// See Help.main for the commands; docs/scene-format.md for the scene format.

let arguments = Array(CommandLine.arguments.dropFirst())

switch arguments.first {
case "demo", nil:
    DemoCommand.run(Array(arguments.dropFirst()))
case "render":
    RenderCommand.run(Array(arguments.dropFirst()))
case "check":
    CheckCommand.run(Array(arguments.dropFirst()))
case "solve":
    SolveCommand.run(Array(arguments.dropFirst()))
case "--help", "-h", "help":
    print(Help.main)
default:
    fail("layout: unknown command '\(arguments[0])'\nTry 'layout --help'.", .usage)
}
