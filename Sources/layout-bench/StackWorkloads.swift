import LayoutAnchors

/// A vertical stack of N label rows (10 pt text: 12 high, spacing 4) pinned to a scroll
/// view's content layout guide and as wide as its frame guide: the most common scroll screen.
/// Its content height is 12N + 4(N - 1) = 16N - 4.
final class StackRows {
    let window: Window
    let scrollView = ScrollView()
    let stack = StackView()
    var rows: [Label] = []

    init(count: Int) {
        let screen = makeScrollScreen(scrollView: scrollView, content: stack)
        window = screen.window
        stack.axis = .vertical
        stack.spacing = 4
        for i in 0..<count {
            let row = Label(text: "Row \(i)")
            row.font = .system(size: 10)
            rows.append(row)
            stack.addArrangedSubview(row)
        }
        LayoutConstraint.activate(screen.constraints)
        window.layoutIfNeeded()
    }
}

/// stack_rows_N_first: build and lay out; checksum the content height, 16N - 4.
/// stack_rows_N_relayout: per run, ten rounds of hiding the middle row and laying out, then
/// showing it and laying out (seconds per layout); checksum the content heights read after
/// each layout: 10 x ((16N - 20) + (16N - 4)) = 320N - 240 (the hidden row takes its 12 points
/// and one 4-point gap).
@MainActor func runStackWorkloads() {
    // 100,000 rows run only when named: past 50,000 views a stack renumbers its tie keys.
    for n in [100, 1000, 10000, 100000] {
        let prefix = "stack_rows_\(n)"
        let height = Double(16 * n - 4)
        let optIn = n >= 100000
        if wanted(prefix + "_first", optIn: optIn) {
            measure(prefix + "_first", runs: n <= 1000 ? 11 : n <= 10000 ? 5 : 1, expected: height) {
                keepUntilTimed(StackRows(count: n)).scrollView.contentSize.height
            }
        }
        if wanted(prefix + "_relayout", optIn: optIn) {
            let screen = StackRows(count: n)
            let row = screen.rows[n / 2]
            measure(prefix + "_relayout", runs: 21, warmups: 1, operations: 20, expected: 10 * (2 * height - 16)) {
                var sum = 0.0
                for _ in 0..<10 {
                    row.isHidden = true
                    screen.window.layoutIfNeeded()
                    sum += screen.scrollView.contentSize.height
                    row.isHidden = false
                    screen.window.layoutIfNeeded()
                    sum += screen.scrollView.contentSize.height
                }
                return sum
            }
        }
    }
}
