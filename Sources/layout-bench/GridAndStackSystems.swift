import LayoutKernel

/// The R×C drag grid of BENCH.md (b): variables 0 = W, 1 = H, view (r, c) at 2 + 4(rC + c).
func gridSystem(rows R: Int, columns C: Int) -> KernelSystem {
    func v(_ r: Int, _ c: Int, _ f: Int) -> Int { 2 + 4 * (r * C + c) + f }
    var rows: [KernelSystem.Row] = []
    func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ strength: Strength) {
        rows.append(.init(terms: terms, constant: constant, relation: relation, strength: strength))
    }
    for r in 0..<R {
        for c in 0..<C {
            let l = v(r, c, 0), t = v(r, c, 1), w = v(r, c, 2), h = v(r, c, 3)
            if c == 0 {
                add([(l, 1)], -16, .equal, .required)
            } else {
                add([(l, 1), (v(r, c - 1, 0), -1), (v(r, c - 1, 2), -1)], -8, .equal, .required)
            }
            add([(w, 1)], -20, .greaterThanOrEqual, .required)
            add([(w, 1)], -100, .equal, BenchStrength.weak(Double(c + 1)))
            if r == 0 {
                add([(t, 1)], -16, .equal, .required)
            } else {
                add([(t, 1), (v(r - 1, c, 1), -1), (v(r - 1, c, 3), -1)], -8, .equal, .required)
            }
            add([(h, 1)], -20, .greaterThanOrEqual, .required)
            add([(h, 1)], -44, .equal, BenchStrength.weak(Double(r + 1)))
            if c == C - 1 { add([(l, 1), (w, 1), (0, -1)], 16, .equal, .required) }
            if r == R - 1 { add([(t, 1), (h, 1), (1, -1)], 16, .equal, .required) }
        }
    }
    return KernelSystem(variableCount: 2 + 4 * R * C, rows: rows, edits: [0, 1])
}

func gridPreferredSize(rows R: Int, columns C: Int) -> (Double, Double) {
    (32 + 100 * Double(C) + 8 * Double(C - 1), 32 + 44 * Double(R) + 8 * Double(R - 1))
}

/// The size at drag step k.
func dragSize(step k: Int, rows R: Int, columns C: Int) -> (Double, Double) {
    var t = k % 100
    if t > 50 { t = 100 - t }
    let (w, h) = gridPreferredSize(rows: R, columns: C)
    return (w + 100 - 2 * Double(C * t), h + 100 - 2 * Double(R * t))
}

/// The scroll-view stack of BENCH.md (c).
func stackSystem(count N: Int) -> KernelSystem {
    var rows: [KernelSystem.Row] = []
    func add(_ terms: [(Int, Double)], _ constant: Double) {
        rows.append(.init(terms: terms, constant: constant, relation: .equal, strength: .required))
    }
    add([(0, 1)], 0); add([(1, 1)], 0); add([(2, 1)], -375)
    for i in 0..<N {
        let b = 4 + 4 * i
        add([(b + 3, 1)], -44)
        add([(b, 1), (0, -1)], -16)
        add([(b, 1), (b + 2, 1), (0, -1), (2, -1)], 16)
        if i == 0 { add([(b + 1, 1), (1, -1)], -8) } else { add([(b + 1, 1), (b - 3, -1), (b - 1, -1)], -8) }
    }
    let l = 4 + 4 * (N - 1)
    add([(3, 1), (l + 1, -1), (l + 3, -1), (1, 1)], -8)
    return KernelSystem(variableCount: 4 + 4 * N, rows: rows)
}

/// The drag grid's checksum at one size, from the rules of BENCH.md (b) rather than a solve:
/// along each axis the cheapest cell (weight 1, index 0) takes the whole change first, then
/// the next, each clamped at 20; a target the minima cannot meet is overridden (required
/// constraints beat the strong edit).
func gridClosedFormTotal(rows R: Int, columns C: Int, width: Double, height: Double) -> Double {
    /// (the edit's final value, Σ over cells of position + size) along one axis.
    func axis(_ count: Int, target: Double, preferred: Double) -> (Double, Double) {
        let chrome = 32 + 8 * Double(count - 1)
        let available = max(target - chrome, 20 * Double(count))
        var sizes = [Double](repeating: preferred, count: count)
        var change = available - preferred * Double(count)
        if change > 0 { sizes[0] += change }
        var i = 0
        while change < 0 && i < count {
            let give = min(sizes[i] - 20, -change)
            sizes[i] -= give
            change += give
            i += 1
        }
        var position = 16.0, total = 0.0
        for size in sizes {
            total += position + size
            position += size + 8
        }
        return (available + chrome, total)
    }
    let (w, across) = axis(C, target: width, preferred: 100)
    let (h, down) = axis(R, target: height, preferred: 44)
    return w + h + Double(R) * across + Double(C) * down
}
