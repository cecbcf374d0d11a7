import NavCheckTesting
import Shop
import Testing

/// The shop's own property can fail: a state with a parcel's tracking not above its order violates it.
@Suite struct OwnPropertyWitnessTests {
    @Test func trackingAboveItsOrderFailsOnTrackingWithoutItsOrder() throws {
        let machine = AppMachine(ShopSpec(defect: false))
        let property = try #require(machine.properties.first { $0.name == "trackingAboveItsOrder" })
        var broken = try #require(machine.initialStates.first).snapshot
        broken.model.ordersPath = [.tracking(order: 1)]
        #expect(property.check(machine, StoreState(snapshot: broken, trace: [])) == .violated("orders: [tracking(order: 1)]"))
        broken.model.ordersPath = [.order(1), .tracking(order: 1)]
        #expect(property.check(machine, StoreState(snapshot: broken, trace: [])) == .holds)
    }
}
