import LayoutAnchors

// User actions that must grow about linearly: each workload runs at 100 and 1,000 by default
// and at 10,000 when named, laying out every 100 changes as an app that edits a screen
// would. Every checksum follows from the stack rules (UIStackView: arranged views end to end,
// `spacing` between visible ones, a hidden view takes no room and no gap) and the label metrics
// (a character is 0.5 x the point size wide, a line 1.2 x the point size high).

/// A vertical stack pinned to a scroll view's content guide, as wide as its frame guide.
final class ScaleStack {
    let window: Window
    let scrollView = ScrollView()
    let stack = StackView()

    init(spacing: Double) {
        let screen = makeScrollScreen(scrollView: scrollView, content: stack)
        window = screen.window
        stack.axis = .vertical
        stack.spacing = spacing
        LayoutConstraint.activate(screen.constraints)
    }

    /// A row 10 high (its intrinsic height, as an image view's; a hidden row's required
    /// `UISV-hiding` height of 0 wins over it without a conflict), full width.
    static func row() -> View {
        let row = View()
        row.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 10)
        return row
    }

    /// Lays out after every 100th change, as an app editing a screen would.
    func layout(every i: Int) {
        if i % 100 == 99 { window.layoutIfNeeded() }
    }

    var height: Double {
        window.layoutIfNeeded()
        return scrollView.contentSize.height
    }
}

/// form_build_N: n rows, each a horizontal stack (spacing 8) of a label (10 pt, 12 high) and a
/// field of intrinsic height 44, in a vertical stack (spacing 8). With `.fill` both are as high
/// as the row; compression resistance (750) keeps the field's 44 against the label's hugging
/// (250), so each row is 44 and the content 44N + 8(N - 1) = 52N - 8.
@MainActor private func formBuild(_ n: Int) -> Double {
    let screen = keepUntilTimed(ScaleStack(spacing: 8))
    for i in 0..<n {
        screen.stack.addArrangedSubview(formRow(i).row)
        screen.layout(every: i)
    }
    return screen.height
}

/// Row `i` of the form workloads: a horizontal stack (spacing 8) of a label "Field i" (10 pt)
/// and a field of intrinsic size 120 x 44.
@MainActor func formRow(_ i: Int) -> (row: StackView, label: Label, field: View) {
    let label = Label(text: "Field \(i)")
    label.font = .system(size: 10)
    let field = View()
    field.intrinsicContentSize = Size(width: 120, height: 44)
    let row = StackView(arrangedSubviews: [label, field])
    row.axis = .horizontal
    row.spacing = 8
    return (row, label, field)
}

/// nested_stacks_N: N vertical stacks, each holding a row 10 high and the next stack (the
/// last only its row): the outer stack is 10N high.
@MainActor private func nestedStacks(_ n: Int) -> Double {
    let screen = keepUntilTimed(ScaleStack(spacing: 0))
    var parent = screen.stack
    for i in 0..<n {
        let child = StackView(arrangedSubviews: [ScaleStack.row()])
        child.axis = .vertical
        parent.addArrangedSubview(child)
        parent = child
        screen.layout(every: i)
    }
    return screen.height
}

/// A stack of n rows 10 high with spacing 4, laid out: 14n - 4.
@MainActor private func rows(_ n: Int) -> (ScaleStack, [View]) {
    let screen = keepUntilTimed(ScaleStack(spacing: 4))
    let rows = (0..<n).map { _ in ScaleStack.row() }
    for row in rows { screen.stack.addArrangedSubview(row) }
    screen.window.layoutIfNeeded()
    return (screen, rows)
}

@MainActor func runScaleWorkloads() {
    // Sizes past 1,000 run when named.
    let sizes = [100, 1000, 10000]
    func run(_ prefix: String, _ standard: [Int], expected: (Int) -> Double, body: @escaping (Int) -> Double) {
        for n in standard where wanted("\(prefix)_\(n)", optIn: n > 1000) {
            measure("\(prefix)_\(n)", runs: growthRuns(n), expected: expected(n)) { body(n) }
        }
    }
    run("form_build", sizes, expected: { Double(52 * $0 - 8) }, body: formBuild)
    run("nested_stacks", sizes, expected: { Double(10 * $0) }, body: nestedStacks)
    // hide_front_N: every row but the last hidden, from the front: one row, 10.
    run(
        "hide_front", sizes, expected: { _ in 10 },
        body: { n in
            let (screen, rows) = rows(n)
            for i in 0..<(n - 1) {
                rows[i].isHidden = true
                screen.layout(every: i)
            }
            return screen.height
        })
    // hide_alternate_N: every other row hidden, one by one: n/2 rows, 14(n/2) - 4 = 7n - 4.
    run(
        "hide_alternate", sizes, expected: { Double(7 * $0 - 4) },
        body: { n in
            let (screen, rows) = rows(n)
            for i in stride(from: 0, to: n, by: 2) {
                rows[i].isHidden = true
                screen.layout(every: i / 2)
            }
            return screen.height
        })
    // hide_alternate_batch_N: the same, all before one layout.
    run(
        "hide_alternate_batch", sizes, expected: { Double(7 * $0 - 4) },
        body: { n in
            let (screen, rows) = rows(n)
            for i in stride(from: 0, to: n, by: 2) { rows[i].isHidden = true }
            return screen.height
        })
    // insert_front_N / append_N: n rows arranged one at a time: 14n - 4.
    run(
        "insert_front", sizes, expected: { Double(14 * $0 - 4) },
        body: { n in
            let screen = keepUntilTimed(ScaleStack(spacing: 4))
            for i in 0..<n {
                screen.stack.insertArrangedSubview(ScaleStack.row(), at: 0)
                screen.layout(every: i)
            }
            return screen.height
        })
    run(
        "append", sizes, expected: { Double(14 * $0 - 4) },
        body: { n in
            let screen = keepUntilTimed(ScaleStack(spacing: 4))
            for i in 0..<n {
                screen.stack.addArrangedSubview(ScaleStack.row())
                screen.layout(every: i)
            }
            return screen.height
        })
    // wrap_text_change_N: n wrapping labels (10 pt, 100 wide) of 8 words, then each changed to
    // 12 words. "word word word word" is 4 x 20 + 3 x 5 = 95 <= 100 and a fifth word would
    // make 125, so a line holds 4 words: 12 words are 3 lines, 36 high; stack spacing 0: 36n.
    run(
        "wrap_text_change", sizes + [30_000, 100_000], expected: { Double(36 * $0) },
        body: { n in
            let screen = keepUntilTimed(ScaleStack(spacing: 0))
            screen.stack.alignment = .leading
            let short = Array(repeating: "word", count: 8).joined(separator: " ")
            let long = Array(repeating: "word", count: 12).joined(separator: " ")
            var labels: [Label] = []
            for _ in 0..<n {
                let label = Label(text: short)
                label.font = .system(size: 10)
                label.numberOfLines = 0
                label.widthAnchor.constraint(equalToConstant: 100).isActive = true
                labels.append(label)
                screen.stack.addArrangedSubview(label)
            }
            screen.window.layoutIfNeeded()
            for (i, label) in labels.enumerated() {
                label.text = long
                screen.layout(every: i)
            }
            return screen.height
        })
    // unsat_anchors_N: a view's width == 100, then n required widths 101, 102, ... that each
    // conflict with it; each later one is the one left out, so the width stays 100.
    run(
        "unsat_anchors", sizes, expected: { _ in 100 },
        body: { n in
            let screen = keepUntilTimed(ScaleStack(spacing: 0))
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            screen.window.rootViewController!.view.addSubview(view)
            view.widthAnchor.constraint(equalToConstant: 100).isActive = true
            for i in 0..<n {
                view.widthAnchor.constraint(equalToConstant: Double(101 + i)).isActive = true
                screen.layout(every: i)
            }
            screen.window.layoutIfNeeded()
            return view.frame.width
        })
}
