import LayoutAnchors

/// The scroll-view stack of BENCH.md's anchors workloads, built with the public API.
final class ScrollRows {
    let window: Window
    let scrollView = ScrollView()
    let button = View()
    var heights: [LayoutConstraint] = []

    init(count: Int) {
        window = Window(size: Size(width: 390, height: 844),
                        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        var constraints = [
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ]
        var previous: View? = nil
        for _ in 0..<count {
            let row = View()
            row.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(row)
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
}

/// The anchors-layer workloads of BENCH.md: scroll_rows_N_first, _relayout and _scroll.
func runAnchorWorkloads() {
    for n in [100, 1000, 10000, 100000] {
        let prefix = "scroll_rows_\(n)"
        let optIn = n >= 100000
        if wanted(prefix + "_first", optIn: optIn) {
            var times: [Double] = []
            var checksum = 0.0
            for _ in 0..<(n <= 1000 ? 11 : n <= 10000 ? 5 : 1) {
                var rows: ScrollRows? = nil
                times.append(seconds { rows = ScrollRows(count: n) })
                checksum = rows!.scrollView.contentSize.height
            }
            emit(prefix + "_first", median(times), checksum)
        }
        if wanted(prefix + "_relayout", optIn: optIn) {
            let rows = ScrollRows(count: n)
            let height = rows.heights[n / 2]
            height.constant = 88
            rows.window.layoutIfNeeded()
            let checksum = rows.scrollView.contentSize.height
            height.constant = 44
            rows.window.layoutIfNeeded()
            var times: [Double] = []
            for _ in 0..<21 {
                times.append(seconds {
                    for _ in 0..<10 {
                        height.constant = 88
                        rows.window.layoutIfNeeded()
                        height.constant = 44
                        rows.window.layoutIfNeeded()
                    }
                } / 20)
            }
            emit(prefix + "_relayout", median(times), checksum)
        }
        if wanted(prefix + "_scroll", optIn: optIn) {
            let rows = ScrollRows(count: n)
            var checksum = 0.0
            var times: [Double] = []
            for pass in 0..<11 {
                times.append(seconds {
                    for step in 0...100 {
                        let y = Double(step * 10)
                        rows.scrollView.setContentOffset(Point(x: 0, y: y))
                        rows.window.layoutIfNeeded()
                        if pass == 0 && step == 10 { checksum = rows.button.frame.minY }
                    }
                } / 101)
            }
            emit(prefix + "_scroll", median(times), checksum)
        }
    }
}
