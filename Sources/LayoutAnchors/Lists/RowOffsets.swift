/// The heights of a run of rows with their running sums, in a Fenwick (binary indexed) tree:
/// a row's offset, a height change and the row at an offset each cost O(log n), so a scroll
/// step costs what the rows that appear cost, not the number of rows. Inserting or removing a
/// row rebuilds the tree (O(n), once per edit, never per scroll).
struct RowOffsets {
    /// Each row's height, kept apart from the tree so a change adds an exact difference.
    private(set) var heights: [Double]
    /// Fenwick tree over `heights`: `tree[i]` (1-based) sums `heights[i - lowbit(i) ..< i]`.
    private var tree: [Double]

    init(heights: [Double] = []) {
        self.heights = heights
        tree = []
        rebuild()
    }

    /// The number of rows.
    var count: Int { heights.count }

    /// The sum of every height.
    private(set) var total: Double = 0

    /// Rebuilds the tree from `heights` in O(n).
    private mutating func rebuild() {
        tree = [0] + heights
        var i = 1
        while i < tree.count {
            let parent = i + (i & -i)
            if parent < tree.count { tree[parent] += tree[i] }
            i += 1
        }
        total = heights.reduce(0, +)
    }

    /// The sum of the heights of rows `0 ..< index`: the offset of row `index`.
    func offset(of index: Int) -> Double {
        var i = min(max(index, 0), heights.count), sum = 0.0
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// Sets one row's height.
    mutating func setHeight(_ height: Double, at index: Int) {
        let delta = height - heights[index]
        guard delta != 0 else { return }
        heights[index] = height
        total += delta
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The row whose span `offset(of: i) ..< offset(of: i + 1)` holds `y` (the first row
    /// for y below 0, `count` for y at or past the end). Rows of zero height are skipped.
    func index(containing y: Double) -> Int {
        if y < 0 { return 0 }
        var position = 0, remaining = y
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return position
    }

    /// Replaces the heights (after rows were inserted or removed).
    mutating func replace(with heights: [Double]) {
        self.heights = heights
        rebuild()
    }
}
