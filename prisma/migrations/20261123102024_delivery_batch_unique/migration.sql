-- CreateIndex
CREATE UNIQUE INDEX "Delivery_store_batchId_key" ON "Delivery"("store", "batchId");
