import LayoutKernel

// The `layout` command. `layout demo` solves the README's examples and prints them.

let arguments = Array(CommandLine.arguments.dropFirst())

switch arguments.first {
case "demo", nil:
    runKernelDemo()
    runAnchorsDemo()
case "--help", "-h", "help":
    print("""
    usage: layout demo      solve the README examples and print the results
           layout --help    this text
    """)
default:
    print("layout: unknown command '\(arguments[0])' (try --help)")
    exitWithUsageError()
}
