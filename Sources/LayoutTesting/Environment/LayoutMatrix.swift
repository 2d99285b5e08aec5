import LayoutAnchors

/// The environments a screen is checked in: every combination of the devices, orientations,
/// text sizes, directions and keyboard states given, in that nesting order, or any list.
/// Ready-made: `.smoke` (a handful of extremes), `.allPhones` (every phone preset x 2
/// orientations x 3 text sizes x 2 directions) and `.everything`.
///
/// ```swift
/// let matrix = LayoutMatrix(devices: [.iPhoneSE3, .iPhone16ProMax], categories: [.large, .accessibilityExtraExtraExtraLarge])
/// let half = matrix.shard(Shard(parsing: "1/2")!)
/// ```
public struct LayoutMatrix: Hashable, Sendable {
    /// The environments, in order.
    public var environments: [LayoutEnvironment]

    /// A matrix of exactly these environments.
    public init(_ environments: [LayoutEnvironment]) {
        self.environments = environments
    }

    /// Every combination, devices outermost and keyboard innermost.
    public init(
        devices: [Device], orientations: [Orientation] = [.portrait],
        categories: [ContentSizeCategory] = [.large],
        directions: [LayoutDirection] = [.leftToRight], keyboard: [Bool] = [false]
    ) {
        var list: [LayoutEnvironment] = []
        for device in devices {
            for orientation in orientations {
                for category in categories {
                    for direction in directions {
                        for shown in keyboard {
                            list.append(
                                LayoutEnvironment(
                                    device: device, orientation: orientation, contentSizeCategory: category,
                                    layoutDirection: direction, keyboardShown: shown))
                        }
                    }
                }
            }
        }
        self.environments = list
    }

    /// The text sizes of `.allPhones`: the smallest, the default and the largest.
    public static let threeTextSizes: [ContentSizeCategory] = [.extraSmall, .large, .accessibilityExtraExtraExtraLarge]

    /// A quick look at the extremes: the smallest phone at default and largest text, the
    /// largest phone in landscape right-to-left at XXXL, the largest iPad at AX3 (4 environments).
    public static let smoke = LayoutMatrix([
        LayoutEnvironment(device: .iPhoneSE3),
        LayoutEnvironment(device: .iPhoneSE3, contentSizeCategory: .accessibilityExtraExtraExtraLarge),
        LayoutEnvironment(
            device: .iPhone16ProMax, orientation: .landscape, contentSizeCategory: .extraExtraExtraLarge,
            layoutDirection: .rightToLeft),
        LayoutEnvironment(device: .iPadPro13, contentSizeCategory: .accessibilityExtraLarge),
    ])

    /// Every phone preset x portrait and landscape x XS, L and AX5 x LTR and RTL (72 environments).
    public static let allPhones = LayoutMatrix(
        devices: Device.allPhones, orientations: [.portrait, .landscape],
        categories: threeTextSizes, directions: [.leftToRight, .rightToLeft])

    /// Every preset x both orientations x all 12 text sizes x both directions x keyboard
    /// hidden and shown (864 environments).
    public static let everything = LayoutMatrix(
        devices: Device.all, orientations: [.portrait, .landscape],
        categories: ContentSizeCategory.allCases,
        directions: [.leftToRight, .rightToLeft], keyboard: [false, true])

    /// The ready-made matrices by name, for `layout check --matrix NAME`.
    public static let named: [(name: String, matrix: LayoutMatrix)] = [
        ("smoke", smoke), ("allPhones", allPhones),
        ("everything", everything),
    ]

    /// A ready-made matrix by name (`smoke`, `allPhones`, `everything`).
    public static func named(_ name: String) -> LayoutMatrix? {
        named.first { $0.name == name }?.matrix
    }

    /// The environments of one shard (see `Shard`).
    public func shard(_ shard: Shard) -> LayoutMatrix {
        LayoutMatrix(environments.enumerated().filter { shard.contains(position: $0.offset) }.map(\.element))
    }

    /// The number of environments.
    public var count: Int { environments.count }
}
