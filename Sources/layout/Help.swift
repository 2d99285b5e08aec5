/// The `--help` texts of the `layout` tool.
enum Help {
    static let main = """
        usage: layout <command> [options]

        commands:
          demo [DIR]                 render every example scene to SVG in DIR (default ./layout-demo-output)
          render SCENE [options]     solve a scene file and print its view tree, scroll views and issues
          check SCENE [options]      check a scene on every device, orientation, text size and direction
          solve FILE                 solve kernel-level constraints over named variables
          explain SCENE VIEW         which constraints put a view where it is, down to their inputs

          help [COMMAND]             this text, or a command's options

        Run 'layout help <command>' or 'layout <command> --help' for a command's options. Scene
        files are described in docs/scene-format.md. With no command, 'layout' prints this text
        and writes no files.

        exit status:
          0   success
          1   bad input (an unreadable or malformed file, an unsatisfiable system), or layout
              issues found by 'render --strict'
          2   bad usage (an unknown command or option, a missing argument)
          'check' exits 0 with no findings, 1 with findings, 2 for a bad scene or bad usage
        """

    /// The help text of a command, by its name.
    static func text(for command: String) -> String? {
        switch command {
        case "render": return render
        case "demo": return demo
        case "check": return check
        case "solve": return solve
        case "explain": return explain
        case "help": return main
        default: return nil
        }
    }

    static let render = """
        usage: layout render SCENE [--svg OUT.svg] [--json] [--offset [ID=]X,Y] [--strict]

        Lays out the scene file SCENE and prints the view tree with frames (ambiguous views marked
        AMBIGUOUS LAYOUT), each scroll view's contentSize, contentOffset and adjustedContentInset,
        and every layout issue.

        options:
          --svg OUT.svg      also draw the layout as SVG into OUT.svg
          --json             print the report as JSON instead of text
          --offset X,Y       scroll the first scroll view to (X, Y) before reporting;
                             --offset ID=X,Y scrolls the scroll view named ID
          --strict           exit with status 1 when the layout has any issue (for CI), after
                             printing the report and writing the SVG
          -h, --help         this text

        exit status: 0 success, 1 bad input (or any layout issue with --strict), 2 bad usage
        """

    static let check = """
        usage: layout check SCENE [--matrix NAME] [--checks LIST] [--json] [--shard i/n]

        Lays the scene out in every environment of a matrix (device x orientation x text size x
        direction x keyboard) and checks it: broken, refused or ambiguous constraints, views
        clipped by their superview or off-screen, truncated labels, scroll view content that
        cannot be reached. Prints one line per environment, then the findings.

        options:
          --matrix NAME      smoke, allPhones (default) or everything
          --checks LIST      default, all, or some of unsatisfiable, ambiguous, clipped,
                             offScreen, truncatedText, unreachableContent, smallTapTarget,
                             overlappingSiblings (comma-separated)
          --json             print the report as JSON
          --shard i/n        check only the i-th of n parts of the matrix (1 <= i <= n)
          -h, --help         this text

        Exit status: 0 no findings, 1 findings, 2 bad scene or bad usage.
        """

    static let demo = """
        usage: layout demo [DIR]

        Renders every example scene (Examples/*.json) to DIR/NAME.svg, DIR defaulting to
        ./layout-demo-output, prints a one-screen summary and the kernel example.

        options:
          -h, --help         this text
        """

    static let solve = """
        usage: layout solve FILE

        Reads one constraint per line over named variables and prints each variable's value:

            left == 16
            left + width + 8 == right     # '#' starts a comment
            width >= 100 !strong          # strengths: required (default), strong, medium, weak, or a number

        Use '-' for standard input.

        options:
          -h, --help         this text
        """

    static let explain = """
        usage: layout explain SCENE VIEW [--axis horizontal|vertical]

        Lays out the scene file SCENE and prints, for the view named VIEW (its id in the scene),
        the active constraints that hold its position and size along each axis, nearest first:
        each constraint as UIKit prints it, the value it gives, and for a fixed input where its
        number comes from (the window's size and safe area, margins, intrinsic sizes, a scroll
        view's content offset). Constraints that hold no value (an inequality with room to
        spare, an optional constraint a stronger one overrides) are left out.

        options:
          --axis AXIS        only horizontal or vertical (default: both)
          -h, --help         this text

        exit status: 0 success, 1 bad input (or no such view), 2 bad usage
        """
}
