/// One part of a matrix split into `count` parts, so that a large suite runs in parallel
/// processes or CI jobs: `--shard 2/4` for `layout check`, `LAYOUT_SHARD=2/4` for the test
/// helpers. Environment `k` (0-based, in matrix order) belongs to shard `k % count + 1`, so
/// every shard gets a mix of devices and sizes.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based: 1 ... count.
    public let index: Int
    /// How many shards there are.
    public let count: Int

    /// A shard; nil unless 1 <= index <= count.
    public init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads "i/n" (1 <= i <= n); nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: i, count: n)
    }

    /// The whole matrix.
    public static let all = Shard(index: 1, count: 1)!

    /// Whether the environment at `position` (0-based) belongs to this shard.
    public func contains(position: Int) -> Bool { position % count == index - 1 }

    /// "i/n".
    public var description: String { "\(index)/\(count)" }
}
