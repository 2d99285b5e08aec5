import LayoutAnchors

/// The scroll-view stack of BENCH.md's anchors workloads, built with the public API.
final class ScrollRows {
    let window: Window
    let scrollView = ScrollView()
    let button = View()
    var heights: [LayoutConstraint] = []
    var rows: [View] = []

    init(count: Int) {
        let content = View()
        let screen = makeScrollScreen(scrollView: scrollView, content: content)
        window = screen.window
        var constraints = screen.constraints
        var previous: View? = nil
        for _ in 0..<count {
            let row = View()
            row.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(row)
            rows.append(row)
            let height = row.heightAnchor.constraint(equalToConstant: 44)
            heights.append(height)
            constraints += [
                row.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
                height,
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? content.topAnchor, constant: 8),
            ]
            previous = row
        }
        if let last = previous {
            constraints.append(last.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8))
        }
        button.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(button)
        constraints += [
            button.widthAnchor.constraint(equalToConstant: 44),
            button.heightAnchor.constraint(equalToConstant: 44),
            button.centerXAnchor.constraint(equalTo: scrollView.frameLayoutGuide.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: scrollView.frameLayoutGuide.centerYAnchor),
        ]
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
    }

    /// The window and its controller keep each other alive (as an app's key window does):
    /// break the pair so that the benchmark's hierarchies are freed.
    deinit { window.rootViewController = nil }
}

/// The anchors-layer workloads of BENCH.md: scroll_rows_N_first, _relayout and _scroll, with
/// the kernel floor `scroll_rows_N_kernel` beside them (ScrollRowsKernel.swift).
@MainActor func runAnchorWorkloads() {
    for n in [100, 1000, 10000, 100000] {
        let prefix = "scroll_rows_\(n)"
        let optIn = n >= 100000
        let runs = n <= 1000 ? 11 : n <= 10000 ? 5 : 1
        let contentHeight = 52 * Double(n) + 8
        if wanted(prefix + "_kernel", optIn: optIn) {
            let system = scrollRowsKernelSystem(count: n)
            measure(prefix + "_kernel", runs: runs, expected: contentHeight) {
                scrollRowsKernelContentHeight(keepUntilTimed(BuiltSystem(system)))
            }
        }
        if wanted(prefix + "_first", optIn: optIn) {
            measure(prefix + "_first", runs: runs, expected: contentHeight) {
                keepUntilTimed(ScrollRows(count: n)).scrollView.contentSize.height
            }
        }
        if wanted(prefix + "_relayout", optIn: optIn) {
            let rows = ScrollRows(count: n)
            let height = rows.heights[n / 2]
            // Per run: ten rounds of 44 -> 88 -> 44, the content height read after each layout:
            // 52N + 52 with the taller row, 52N + 8 without.
            measure(
                prefix + "_relayout", runs: 21, warmups: 1, operations: 20,
                expected: 10 * (contentHeight + 44 + contentHeight)
            ) {
                var sum = 0.0
                for _ in 0..<10 {
                    height.constant = 88
                    rows.window.layoutIfNeeded()
                    sum += rows.scrollView.contentSize.height
                    height.constant = 44
                    rows.window.layoutIfNeeded()
                    sum += rows.scrollView.contentSize.height
                }
                return sum
            }
        }
        if wanted(prefix + "_scroll", optIn: optIn) {
            let rows = ScrollRows(count: n)
            // The button is centred on the 844-pt frame guide: minY = y + 422 - 22, so the
            // sum over y = 0, 10, ... 1000 is 101 * 400 + 10 * 5050 = 90900.
            measure(prefix + "_scroll", runs: 11, warmups: 1, operations: 101, expected: 90900) {
                var sum = 0.0
                for step in 0...100 {
                    rows.scrollView.setContentOffset(Point(x: 0, y: Double(step * 10)))
                    rows.window.layoutIfNeeded()
                    sum += rows.button.frame.minY
                }
                return sum
            }
        }
    }
    if wanted("parallel_scroll_rows") { runParallelScrollRows() }
}
