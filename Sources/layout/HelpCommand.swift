/// `layout help [COMMAND]`: the main help, or one command's.
enum HelpCommand {
    static func run(_ arguments: [String]) {
        guard let command = arguments.first else {
            print(Help.main)
            return
        }
        if arguments.count > 1 { usageError("only one command, found extra '\(arguments[1])'", command: "help") }
        guard let text = Help.text(for: command) else {
            fail("layout help: unknown command '\(command)'\nTry 'layout --help'.", .usage)
        }
        print(text)
    }
}
