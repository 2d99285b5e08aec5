import LayoutAnchors

/// remove_rows_N: N rows in a 390x4000 root, row i at top ==
/// previous.bottom + 8 (root.top + 8 for the first), leading 16, 100 x 44, laid out; then the
/// back half removed one row at a time with `removeFromSuperview()` and laid out again. It
/// guards the held-constraint index: without it each removal scans every constraint the root
/// holds, O(N²) in all.
/// Checksum: the last remaining row's maxY, 8 + 52(N/2 - 1) + 44 = 52(N/2).
final class RemovableRows {
    let window = Window(size: Size(width: 390, height: 4000))
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 4000))
    var rows: [View] = []

    init(count: Int) {
        window.addSubview(root)
        var constraints: [LayoutConstraint] = []
        var previous: View? = nil
        for _ in 0..<count {
            let row = View()
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            rows.append(row)
            constraints += [
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                row.widthAnchor.constraint(equalToConstant: 100),
                row.heightAnchor.constraint(equalToConstant: 44),
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 8),
            ]
            previous = row
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
    }

    /// Removes the back half one row at a time, lays out, and returns the last row's maxY.
    func removeBackHalf() -> Double {
        let half = rows.count / 2
        for row in rows[half...].reversed() { row.removeFromSuperview() }
        window.layoutIfNeeded()
        return rows[half - 1].frame.maxY
    }
}

/// The removal workloads: remove_rows_1000 and remove_rows_10000 (100,000 opt-in).
@MainActor func runRemovalWorkloads() {
    for n in [1000, 10000, 100000] {
        let name = "remove_rows_\(n)"
        guard wanted(name, optIn: n >= 100000) else { continue }
        measure(name, runs: n <= 1000 ? 11 : n <= 10000 ? 5 : 1, expected: 52 * Double(n / 2)) {
            keepUntilTimed(RemovableRows(count: n)).removeBackHalf()
        }
    }
}
