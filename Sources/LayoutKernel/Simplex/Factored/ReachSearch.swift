/// The depth-first search of Gilbert and Peierls ("Sparse partial pivoting in time proportional
/// to arithmetic operations", 1988): the nodes a triangular solve can reach from the non-zeros
/// of its right-hand side, in an order where every node comes before the nodes it updates.
/// A sparse solve then costs the reach, not the dimension: a unit vector near the end of a
/// long chain touches only the few rows after it.
///
/// Marks are stamps, so starting a search costs nothing; the stack is explicit, so a chain of
/// any length cannot overflow the call stack.
struct ReachSearch {
    /// `marks[node] == stamp`: the node is reached in the current search.
    private var marks: [UInt32] = []
    private var stamp: UInt32 = 0
    /// The path of the search: a node and the next of its edges to follow.
    private var stackNode: [Int32] = []
    private var stackEdge: [Int32] = []
    /// The reached nodes, in reverse topological order while the search runs.
    private(set) var reached: [Int32] = []

    /// Makes room for nodes `0..<count`.
    mutating func grow(to count: Int) {
        if marks.count < count { marks.append(contentsOf: repeatElement(0, count: count - marks.count)) }
    }

    private mutating func begin() {
        stamp &+= 1
        if stamp == 0 {
            // The stamps wrapped: clear them once, so that no old mark can look current.
            for i in marks.indices { marks[i] = 0 }
            stamp = 1
        }
        reached.removeAll(keepingCapacity: true)
    }

    /// The nodes reachable from `seeds` in the graph whose edges from node `i` are
    /// `index[begin[i]..<end[i]]`, topologically ordered (each before its successors).
    mutating func run(seeds: [Int32], begin starts: [Int32], end ends: [Int32], index: [Int32]) {
        begin()
        for seed in seeds where marks[Int(seed)] != stamp {
            marks[Int(seed)] = stamp
            stackNode.append(seed)
            stackEdge.append(starts[Int(seed)])
            while let node = stackNode.last {
                let top = stackEdge.count - 1
                var edge = stackEdge[top]
                let last = ends[Int(node)]
                var descended = false
                while edge < last {
                    let next = index[Int(edge)]
                    edge += 1
                    if marks[Int(next)] != stamp {
                        marks[Int(next)] = stamp
                        stackEdge[top] = edge
                        stackNode.append(next)
                        stackEdge.append(starts[Int(next)])
                        descended = true
                        break
                    }
                }
                if !descended {
                    reached.append(node)
                    stackNode.removeLast()
                    stackEdge.removeLast()
                }
            }
        }
        reached.reverse()
    }

    /// The nodes reachable from `seeds` in the graph whose edges from node `i` are the indices
    /// of line `i` of `lines`, topologically ordered (each before its successors).
    mutating func run(seeds: [Int32], lines: LinePool<BasisFactorisation.Entry>) {
        begin()
        for seed in seeds where marks[Int(seed)] != stamp {
            marks[Int(seed)] = stamp
            stackNode.append(seed)
            stackEdge.append(0)
            while let node = stackNode.last {
                let top = stackEdge.count - 1
                var edge = Int(stackEdge[top])
                let line = lines.range(Int(node))
                var descended = false
                while edge < line.count {
                    let next = lines[line.lowerBound + edge].index
                    edge += 1
                    if marks[Int(next)] != stamp {
                        marks[Int(next)] = stamp
                        stackEdge[top] = Int32(edge)
                        stackNode.append(next)
                        stackEdge.append(0)
                        descended = true
                        break
                    }
                }
                if !descended {
                    reached.append(node)
                    stackNode.removeLast()
                    stackEdge.removeLast()
                }
            }
        }
        reached.reverse()
    }
}
