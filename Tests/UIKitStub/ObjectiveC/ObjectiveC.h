// The root class and protocol the Swift compiler needs to type-check @objc
// code on a platform without the Objective-C runtime. Nothing here is ever
// linked.
@protocol NSObject
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
- (instancetype)init;
@end

// Foundation's string class, which Swift's String bridges to.
@interface NSString : NSObject
@end
