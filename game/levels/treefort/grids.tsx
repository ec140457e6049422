<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="grids" tilewidth="32" tileheight="32" tilecount="10" columns="10">
 <image source="grids.png" width="320" height="32"/>
 <tile id="0" type="neutral">
  <properties>
   <property name="owner" value="neutral"/>
  </properties>
 </tile>
 <tile id="1" type="territory">
  <properties>
   <property name="owner" value="0"/>
  </properties>
 </tile>
 <tile id="2" type="territory">
  <properties>
   <property name="owner" value="1"/>
  </properties>
 </tile>
 <tile id="3" type="territory">
  <properties>
   <property name="owner" value="2"/>
  </properties>
 </tile>
 <tile id="4" type="territory">
  <properties>
   <property name="owner" value="3"/>
  </properties>
 </tile>
 <tile id="5" type="territory">
  <properties>
   <property name="owner" value="4"/>
  </properties>
 </tile>
 <tile id="6" type="territory">
  <properties>
   <property name="owner" value="5"/>
  </properties>
 </tile>
 <tile id="7" type="territory">
  <properties>
   <property name="owner" value="6"/>
  </properties>
 </tile>
 <tile id="8" type="territory">
  <properties>
   <property name="owner" value="7"/>
  </properties>
 </tile>
 <tile id="9" type="neutral">
  <properties>
   <property name="owner" value="neutral"/>
  </properties>
 </tile>
</tileset>
