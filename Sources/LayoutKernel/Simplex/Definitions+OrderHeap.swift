/// A small binary max-heap of `(order, symbol)`, for expanding definitions newest first.
struct OrderHeap {
    private var items: [(order: Int, symbol: Int32)] = []

    mutating func push(_ order: Int, _ symbol: Int32) {
        items.append((order, symbol))
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if items[parent].order >= items[i].order { break }
            items.swapAt(parent, i)
            i = parent
        }
    }

    mutating func pop() -> Int32? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var largest = i
                if l < items.count && items[l].order > items[largest].order { largest = l }
                if r < items.count && items[r].order > items[largest].order { largest = r }
                if largest == i { break }
                items.swapAt(i, largest)
                i = largest
            }
        }
        return top.symbol
    }
}
