extension Array {
    /// Empties the array, keeping its buffer. A short list is emptied from the end:
    /// `removeAll(keepingCapacity:)` goes through the generic `replaceSubrange`, about 80
    /// instructions a call plus a release per element (callgrind), where the work lists of
    /// one `updateVariables` hold a handful of entries.
    @inline(__always) mutating func empty() {
        if count <= 8 {
            while !isEmpty { removeLast() }
        } else {
            removeAll(keepingCapacity: true)
        }
    }
}
