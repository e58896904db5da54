// The root class the Swift compiler needs to type-check @objc code on a
// platform without the Objective-C runtime. Nothing here is ever linked.
__attribute__((objc_root_class))
@interface NSObject
- (instancetype)init;
@end
