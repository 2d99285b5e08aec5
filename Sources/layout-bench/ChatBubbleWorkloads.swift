import LayoutAnchors

/// 500 chat bubbles (wrapping labels held only by their hugging: trailing `<=` the content's
/// trailing edge - 60), the case UIKit's two label passes make costly: rotations probe every
/// bubble for room, and ordinary relayouts must not pay for the labels at all.
@MainActor func runChatBubbleWorkloads() {
    if wanted("chat_bubbles_500_rotate") {
        // Per rotation and layout. Body text is 17 pt: 8.5 pt per character. Checksum: the
        // widths of the first and last bubbles in landscape and back in portrait.
        // Landscape: the scroll view spans the window (844), room 844 - 16 - 60 = 768, so both
        // texts fit on one line: "Message 0: ... umbrella" is 75 characters, 637.5; "Message
        // 499: ..." 77, 654.5. Portrait: room 390 - 76 = 314, at most 36 characters a line
        // (37 x 8.5 = 314.5): "Message 0: see you at the station at" (36) = 306; "Message 499:
        // see you at the station" (35, adding " at" makes 38) = 297.5, then "at six, bring the
        // tickets and an" (32). 637.5 + 654.5 + 306 + 297.5 = 1895.5.
        let bubbles = Bubbles(count: 500)
        measure("chat_bubbles_500_rotate", runs: 5, operations: 2, expected: 1895.5) {
            bubbles.window.resize(to: Size(width: 844, height: 390), safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
            bubbles.window.layoutIfNeeded()
            var checksum = bubbles.first.frame.width + bubbles.last.frame.width
            bubbles.window.resize(to: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            bubbles.window.layoutIfNeeded()
            checksum += bubbles.first.frame.width + bubbles.last.frame.width
            return checksum
        }
    }
    if wanted("chat_bubbles_500_relayout") {
        // Per constant change and layout: the first bubble's top gap 9, then 8 again, five
        // times. Checksum: its y after each, 5 x (9 + 8) = 85.
        let bubbles = Bubbles(count: 500)
        measure("chat_bubbles_500_relayout", runs: 21, operations: 10, expected: 85) {
            var checksum = 0.0
            for i in 0..<10 {
                bubbles.firstTop?.constant = i % 2 == 0 ? 9 : 8
                bubbles.window.layoutIfNeeded()
                checksum += bubbles.first.frame.minY
            }
            return checksum
        }
    }
}
