import LayoutAnchors

// Workloads of floating views and environment changes: scrolling with floating views (scroll_rows_floating_N), reading
// issues after a large layout (issues_after_N), and an environment flip against a relayout
// (env_flip_form_20, env_rotate_form_20).

/// BENCH.md's scroll rows plus a sticky header (pinned to the root's safe area top and sides)
/// and a floating button (pinned to the root's safe area bottom and trailing edges).
final class FloatingRows {
    let window = Window(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let scrollView = ScrollView()
    let header = View()
    let button = View()

    init(count: Int) {
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        let content = View()
        for view in [scrollView, content, header, button] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(scrollView)
        scrollView.addSubview(content)
        scrollView.addSubview(header)
        scrollView.addSubview(button)
        let guide = scrollView.contentLayoutGuide, safe = root.safeAreaLayoutGuide
        var constraints = [
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            header.topAnchor.constraint(equalTo: safe.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 60),
            button.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
            button.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
            button.widthAnchor.constraint(equalToConstant: 56),
            button.heightAnchor.constraint(equalToConstant: 56),
        ]
        var previous: View? = nil
        for _ in 0..<count {
            let row = View()
            row.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(row)
            constraints += [
                row.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
                row.heightAnchor.constraint(equalToConstant: 44),
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? content.topAnchor, constant: 8),
            ]
            previous = row
        }
        if let last = previous {
            constraints.append(last.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8))
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
    }
}

/// The issue-12 workloads; registered by one line in main.swift. Every checksum is derived
/// from the rules in the comment beside it.
@MainActor func runScrollFloatWorkloads() {
    for n in [1000, 10000, 100000] {
        let optIn = n >= 100000
        let name = "scroll_rows_floating_\(n)"
        if wanted(name, optIn: optIn) {
            // Per contentOffset change and layout. Checksum at offset 100: the header's frame.y
            // is 47 + 100 = 147 and the button's 844 - 34 - 16 - 56 + 100 = 838: 985.
            let rows = FloatingRows(count: n)
            measure(name, runs: 11, operations: 101, expected: 985) {
                var checksum = 0.0
                for step in 0...100 {
                    rows.scrollView.setContentOffset(Point(x: 0, y: Double(step * 10)))
                    rows.window.layoutIfNeeded()
                    if step == 10 { checksum = rows.header.frame.minY + rows.button.frame.minY }
                }
                return checksum
            }
        }
        let issues = "issues_after_\(n)"
        if wanted(issues, optIn: optIn) {
            // Build, lay out once, read layoutIssues. Checksum: contentSize.height = 52n + 8 plus
            // the number of issues, which is 0 (every row is determined).
            measure(issues, runs: n <= 1000 ? 5 : n <= 10000 ? 3 : 1, expected: Double(52 * n + 8)) {
                let rows = keepUntilTimed(FloatingRows(count: n))
                return rows.scrollView.contentSize.height + Double(rows.window.layoutIssues.count)
            }
        }
    }
    runScrollingContentWorkloads()
    runEnvironmentWorkloads()
    runChatBubbleWorkloads()
}

/// Scrolling past content that used to be visited on every scroll: wrapping labels
/// (scroll_bubbles_N) and labels in cells' margins guides (scroll_cells_N).
@MainActor private func runScrollingContentWorkloads() {
    for (prefix, inCells) in [("scroll_bubbles_", false), ("scroll_cells_", true)] {
        for n in [100, 1000, 3000] where wanted(prefix + "\(n)") {
            // Per contentOffset change and layout; the cost must not grow with the content
            // scrolled past. Checksum: the first label's frame.y plus frame.x: a bubble
            // sits at y 8 (its top gap) and x 16; a cell's title at y 8 and x 8 (the cell's
            // margins): 24 and 16. Scrolling changes neither.
            let bubbles = Bubbles(count: n, inMarginCells: inCells)
            measure(prefix + "\(n)", runs: 11, operations: 21, expected: inCells ? 16 : 24) {
                for step in 0...20 {
                    bubbles.scrollView.setContentOffset(Point(x: 0, y: Double(step * 10)))
                    bubbles.window.layoutIfNeeded()
                }
                return bubbles.first.frame.minY + bubbles.first.frame.minX
            }
        }
    }
}

/// A chat transcript: n wrapping labels stacked in a scroll view's content view.
final class Bubbles {
    let window: Window
    let scrollView = ScrollView()
    var first: Label!
    /// The last label, and the first label's top constraint (bubbles only, not cells).
    var last: Label!
    var firstTop: LayoutConstraint?

    /// `inMarginCells`: each label inside a cell view, pinned to the cell's margins guide.
    init(count: Int, inMarginCells: Bool = false) {
        let content = View()
        let screen = makeScrollScreen(scrollView: scrollView, content: content)
        window = screen.window
        var constraints = screen.constraints
        var previous: View? = nil
        for i in 0..<count {
            let bubble = Label(text: "Message \(i): see you at the station at six, bring the tickets and an umbrella")
            bubble.numberOfLines = 0
            bubble.translatesAutoresizingMaskIntoConstraints = false
            if first == nil { first = bubble }
            guard inMarginCells else {
                content.addSubview(bubble)
                last = bubble
                if firstTop == nil { firstTop = bubble.topAnchor.constraint(equalTo: content.topAnchor, constant: 8) }
                constraints += [
                    bubble.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                    bubble.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -60),
                    previous.map { bubble.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) } ?? firstTop!,
                ]
                previous = bubble
                continue
            }
            let cell = View()
            cell.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(cell)
            cell.addSubview(bubble)
            let margins = cell.layoutMarginsGuide
            constraints += [
                cell.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                cell.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                cell.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? content.topAnchor),
                bubble.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                bubble.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                bubble.topAnchor.constraint(equalTo: margins.topAnchor),
                bubble.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ]
            previous = cell
        }
        if let last = previous { constraints.append(last.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8)) }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
    }
}

/// A settings form of 20 rows (each a label and a 51-pt toggle), flipped between
/// left-to-right and right-to-left, against a rotation of the same form.
@MainActor private func runEnvironmentWorkloads() {
    func form() -> (Window, [View]) {
        let window = Window(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        var toggles: [View] = []
        var constraints: [LayoutConstraint] = []
        for i in 0..<20 {
            let row = View(), label = Label(text: "Setting \(i)"), toggle = View()
            for v in [row, label, toggle] { v.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(row)
            row.addSubview(label)
            row.addSubview(toggle)
            constraints += [
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                row.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 44 * Double(i)),
                row.heightAnchor.constraint(equalToConstant: 44),
                label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 20),
                label.trailingAnchor.constraint(lessThanOrEqualTo: toggle.leadingAnchor, constant: -8),
                label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                toggle.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -20),
                toggle.widthAnchor.constraint(equalToConstant: 51),
                toggle.heightAnchor.constraint(equalToConstant: 31),
                toggle.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            ]
            toggles.append(toggle)
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return (window, toggles)
    }
    if wanted("env_flip_form_20") {
        // Per flip and layout. Checksum: a toggle's x after the flip to right-to-left is its
        // trailing inset, 20, plus after the flip back 390 - 20 - 51 = 319: 339.
        let (window, toggles) = form()
        measure("env_flip_form_20", runs: 21, operations: 20, expected: 339) {
            var checksum = 0.0
            for _ in 0..<10 {
                window.layoutDirection = .rightToLeft
                window.layoutIfNeeded()
                checksum = toggles[7].frame.minX
                window.layoutDirection = .leftToRight
                window.layoutIfNeeded()
                checksum += toggles[7].frame.minX
            }
            return checksum
        }
    }
    if wanted("env_rotate_form_20") {
        // Per rotation and layout. Checksum: x in landscape 844 - 20 - 51 = 773, then back 319.
        let (window, toggles) = form()
        measure("env_rotate_form_20", runs: 21, operations: 20, expected: 1092) {
            var checksum = 0.0
            for _ in 0..<10 {
                window.resize(to: Size(width: 844, height: 390), safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
                window.layoutIfNeeded()
                checksum = toggles[7].frame.minX
                window.resize(to: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
                window.layoutIfNeeded()
                checksum += toggles[7].frame.minX
            }
            return checksum
        }
    }
}
